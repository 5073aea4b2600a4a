import { act, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { toCamel } from "@/lib/case";
import type { SessionUser } from "@/lib/session";
import { useAppSelector, useDeferredAppSelector } from "@/store/hooks";
import { makeStore } from "@/store/make-store";
import { setSession } from "@/store/slices/auth-slice";
import { wireUser } from "@/test/factories";

const ana = toCamel(wireUser()) as SessionUser;

describe("useDeferredAppSelector", () => {
  it("renders a store update first with the value it had, then with the new one in a later render", async () => {
    const store = makeStore();
    // What each render saw: [the store's value now, the deferred value].
    const renders: [boolean, boolean][] = [];
    function Chrome() {
      const now = useAppSelector((state) => state.auth.user !== null);
      const deferred = useDeferredAppSelector((state) => state.auth.user !== null);
      renders.push([now, deferred]);
      return <p>{deferred ? "Con sesión" : "Sin sesión"}</p>;
    }
    render(
      <Provider store={store}>
        <Chrome />
      </Provider>,
    );
    expect(screen.getByText("Sin sesión")).toBeTruthy();
    renders.length = 0;

    await act(async () => {
      store.dispatch(setSession({ user: ana, token: "access" }));
    });

    expect(screen.getByText("Con sesión")).toBeTruthy();
    // The urgent render (react-redux's, synchronous) kept the old value; the new one came after.
    expect(renders[0]).toEqual([true, false]);
    expect(renders.at(-1)).toEqual([true, true]);
  });
});

import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { makeAppStore } from "@/app/store";
import { toCamel } from "@/lib/case";
import type { SessionUser } from "@/lib/session";
import { api } from "@/store/api";
import { ServerReads, ServerSession, useReadOnOpen, type ServerRead } from "@/store/server-data";
import { selectAcademySessionKnown, selectAcademySignedIn, selectAcademyUser, setSession } from "@/store/slices/auth-slice";
import { setLoader } from "@/store/slices/commons-slice";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";

const pieceApi = api.injectEndpoints({
  endpoints: (build) => ({
    piece: build.query<{ title: string }, { id: number }>({ query: ({ id }) => `/api/pieces/${id}/` }),
  }),
});

const ana = toCamel(wireUser()) as SessionUser;

function Piece({ id }: { id: number }) {
  const piece = pieceApi.usePieceQuery({ id }, useReadOnOpen()).currentData;
  return <p>{piece ? piece.title : "Cargando…"}</p>;
}

function renderIn(ui: ReactNode) {
  const store = makeAppStore();
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { store, ...view };
}

describe("what the server read for the first render", () => {
  it("is on screen in the first render, and not asked again on mount", async () => {
    const { calls } = stubFetch();
    renderIn(
      <ServerReads reads={[{ endpointName: "piece", arg: { id: 1 }, value: { title: "La gota fría" } }]}>
        <Piece id={1} />
      </ServerReads>,
    );
    expect(screen.getByText("La gota fría")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
  });

  it("leaves what it did not read to the browser, which asks for it", async () => {
    const { calls } = stubFetch({ status: 200, body: { title: "Alicia adorada" } });
    renderIn(
      <ServerReads reads={[{ endpointName: "piece", arg: { id: 1 }, value: { title: "La gota fría" } }]}>
        <Piece id={2} />
      </ServerReads>,
    );
    expect(screen.getByText("Cargando…")).toBeTruthy();
    expect(await screen.findByText("Alicia adorada")).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/pieces/2/"]);
  });

  it("a page without server reads asks the API when it opens, as before", async () => {
    const { calls } = stubFetch({ status: 200, body: { title: "Fresco" } });
    const { store } = renderIn(<ServerReads reads={[]}>{null}</ServerReads>);
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: "piece", arg: { id: 3 }, value: { title: "Guardado" } }] as never));
    render(
      <Provider store={store}>
        <Piece id={3} />
      </Provider>,
    );
    expect(await screen.findByText("Fresco")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("keeps a read whose endpoint has not loaded yet until a component that knows it asks", () => {
    stubFetch();
    const late: ServerRead = { endpointName: "latePiece", arg: 5, value: { title: "Tarde" } };
    function Early() {
      useReadOnOpen();
      return null;
    }
    function Late() {
      const lateApi = api.injectEndpoints({
        endpoints: (build) => ({ latePiece: build.query<{ title: string }, number>({ query: (id) => `/api/late/${id}/` }) }),
      });
      const piece = lateApi.useLatePieceQuery(5, useReadOnOpen()).currentData;
      return <p>{piece?.title ?? "sin datos"}</p>;
    }
    function Page({ showLate }: { showLate: boolean }) {
      return (
        <ServerReads reads={[late]}>
          <Early />
          {showLate ? <Late /> : null}
        </ServerReads>
      );
    }
    const { store, rerender } = renderIn(<Page showLate={false} />);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    // The feature's components (and with them its endpoints) arrive later: the read was kept.
    rerender(
      <Provider store={store}>
        <Page showLate />
      </Provider>,
    );
    expect(screen.getByText("Tarde")).toBeTruthy();
  });
});

/** A page the server rendered for Ana, with one read. */
function renderForAna() {
  return renderIn(
    <ServerSession user={ana}>
      <ServerReads reads={[{ endpointName: "piece", arg: { id: 1 }, value: { title: "La gota fría" } }]}>
        <Piece id={1} />
      </ServerReads>
    </ServerSession>,
  );
}

describe("the student the server rendered for", () => {
  it("signs the academy's first render in, and the stored session arriving keeps the page's data", () => {
    stubFetch();
    const { store } = renderForAna();
    const state = () => store.getState();
    expect(selectAcademyUser(state())?.firstName).toBe("Ana");
    expect(selectAcademySignedIn(state())).toBe(true);
    expect(selectAcademySessionKnown(state())).toBe(true);
    // The header follows only the stored session: not signed in until it is read.
    expect(state().auth.user).toBeNull();
    expect(state().auth.restored).toBe(false);

    act(() => {
      store.dispatch(setSession({ token: "t", user: ana }));
    });
    expect(state().auth.renderedFor).toBeNull();
    expect(screen.getByText("La gota fría")).toBeTruthy();
    expect(Object.keys(state().api.queries)).toEqual(['piece({"id":1})']);
  });

  it("another stored session, or none, empties what was read for the rendered student", () => {
    stubFetch({ status: 200, body: { title: "Otra" } });
    const { store } = renderForAna();
    act(() => {
      store.dispatch(setSession({ token: null, user: null }));
    });
    expect(selectAcademySignedIn(store.getState())).toBe(false);
    expect(store.getState().api.queries['piece({"id":1})']?.data).toBeUndefined();
  });

  it("is ignored once the browser's stored session is known", () => {
    const store = makeAppStore();
    store.dispatch(setSession({ token: "t", user: { ...ana, id: 8, firstName: "Eva" } }));
    render(
      <Provider store={store}>
        <ServerSession user={ana}>{null}</ServerSession>
      </Provider>,
    );
    expect(store.getState().auth.renderedFor).toBeNull();
    expect(selectAcademyUser(store.getState())?.firstName).toBe("Eva");
  });
});

describe("server hydration keeps the client's own loader value (spec §4, issue 35.14)", () => {
  it("the server's session and reads reach the store; the route-change loader stays as the browser set it", async () => {
    stubFetch();
    for (const loader of [true, false]) {
      const store = makeAppStore();
      store.dispatch(setLoader(loader));
      render(
        <Provider store={store}>
          <ServerSession user={ana}>
            <ServerReads reads={[{ endpointName: "piece", arg: { id: 7 }, value: { title: "El cantor de Fonseca" } }]}>
              <Piece id={7} />
            </ServerReads>
          </ServerSession>
        </Provider>,
      );
      expect(screen.getAllByText("El cantor de Fonseca").length).toBeGreaterThan(0);
      expect(selectAcademyUser(store.getState())?.id).toBe(ana.id);
      expect(store.getState().commons.loader).toBe(loader);
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(store.getState().commons.loader).toBe(loader);
    }
  });
});


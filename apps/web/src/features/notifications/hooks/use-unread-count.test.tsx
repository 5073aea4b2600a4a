import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_POLL_MS, useUnreadCount } from "@/features/notifications/hooks/use-unread-count";
import { makeTestStore } from "@/test/render";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Counts the bell's questions; each one answers the same count. */
function stubCount() {
  const asked = vi.fn(async () => new Response(JSON.stringify({ unread_count: 1, latest_id: 1 }), { headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", asked);
  return asked;
}

function render(enabled = true) {
  const store = makeTestStore({ auth: { token: "t", user: null, restored: true } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ on }) => useUnreadCount(on), { wrapper, initialProps: { on: enabled } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("polling the unread count while the tab is visible", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks at once, then every 30 s", async () => {
    const asked = stubCount();
    render();
    await advance(0);
    expect(asked).toHaveBeenCalledTimes(1);
    await advance(NOTIFICATIONS_POLL_MS - 1);
    expect(asked).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(asked).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(asked).toHaveBeenCalledTimes(4);
  });

  it("pauses while the tab is hidden and asks at once when it is shown again", async () => {
    const asked = stubCount();
    render();
    await advance(0);
    setVisibility("hidden");
    await advance(5 * 60_000);
    expect(asked).toHaveBeenCalledTimes(1);

    setVisibility("visible");
    await advance(0);
    expect(asked).toHaveBeenCalledTimes(2);
    await advance(30_000);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it("does not start in a hidden tab until it becomes visible", async () => {
    visibility = "hidden";
    const asked = stubCount();
    render();
    await advance(60_000);
    expect(asked).not.toHaveBeenCalled();
    setVisibility("visible");
    await advance(0);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("does not double the timer on a repeated visible event", async () => {
    const asked = stubCount();
    render();
    await advance(0);
    setVisibility("visible");
    await advance(30_000);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("polls nothing when disabled (signed out), and stops when unmounted", async () => {
    const asked = stubCount();
    const { rerender, unmount } = render(false);
    await advance(60_000);
    expect(asked).not.toHaveBeenCalled();
    rerender({ on: true });
    await advance(0);
    expect(asked).toHaveBeenCalledTimes(1);
    unmount();
    await advance(60_000);
    setVisibility("visible");
    await advance(0);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("a re-render does not restart the timer", async () => {
    const asked = stubCount();
    const { rerender } = render();
    await advance(10_000);
    rerender({ on: true });
    await advance(20_000);
    expect(asked).toHaveBeenCalledTimes(2);
  });
});

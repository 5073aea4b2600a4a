import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_POLL_MS, useVisiblePolling } from "@/features/notifications/components/use-visible-polling";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("polling while the tab is visible", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks at once, then every 30 s", () => {
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS));
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it("pauses while the tab is hidden and asks at once when it is shown again", () => {
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS));
    setVisibility("hidden");
    vi.advanceTimersByTime(5 * 60_000);
    expect(tick).toHaveBeenCalledTimes(1);

    setVisibility("visible");
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("does not start in a hidden tab until it becomes visible", () => {
    visibility = "hidden";
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS));
    vi.advanceTimersByTime(60_000);
    expect(tick).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("does not double the timer on a repeated visible event", () => {
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS));
    setVisibility("visible");
    vi.advanceTimersByTime(30_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it("polls nothing when disabled (signed out), and stops when unmounted", () => {
    const tick = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS, enabled), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(60_000);
    expect(tick).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(tick).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(60_000);
    setVisibility("visible");
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it("calls the latest callback without restarting the timer", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ tick }) => useVisiblePolling(tick, NOTIFICATIONS_POLL_MS), { initialProps: { tick: first } });
    vi.advanceTimersByTime(10_000);
    rerender({ tick: second });
    vi.advanceTimersByTime(20_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMBED_LOAD_TIMEOUT_MS, useEmbeddedPlayer } from "@/features/learning/hooks/use-embedded-player";

const embedUrl = "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE";

/** The hook with a stand-in frame whose window records what is posted to it. */
function renderEmbedded() {
  const hook = renderHook(() => useEmbeddedPlayer("youtube", embedUrl));
  const postMessage = vi.fn();
  hook.result.current.iframeRef.current = { contentWindow: { postMessage } } as unknown as HTMLIFrameElement;
  return { ...hook, postMessage };
}

describe("useEmbeddedPlayer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("switches the provider's API on for this page and posts commands to the provider's origin only", () => {
    const { result, postMessage } = renderEmbedded();
    expect(result.current.src).toContain("enablejsapi=1");
    expect(result.current.src).toContain(`origin=${encodeURIComponent(window.location.origin)}`);
    result.current.post({ kind: "pause" });
    expect(postMessage).toHaveBeenCalledWith(expect.stringContaining("pauseVideo"), "https://www.youtube-nocookie.com");
  });

  it("a frame that never loads (the provider blocked) is reported as unreachable, not left blank", () => {
    const { result } = renderEmbedded();
    act(() => {
      vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS - 1);
    });
    expect(result.current.unreachable).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.unreachable).toBe(true);
    // A retry gives the new frame its own time.
    act(() => result.current.retry());
    expect(result.current.unreachable).toBe(false);
  });

  it("a frame that loads in time is not reported by the watchdog", () => {
    const { result } = renderEmbedded();
    act(() => result.current.onFrameLoad());
    act(() => result.current.answered());
    act(() => {
      vi.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS * 2);
    });
    expect(result.current.unreachable).toBe(false);
  });

  it("knocks every 300 ms until the player answers, and gives up after 20 knocks", () => {
    const { result, postMessage } = renderEmbedded();
    act(() => result.current.onFrameLoad());
    expect(postMessage).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(300 * 19);
    });
    expect(postMessage).toHaveBeenCalledTimes(20);
    expect(result.current.unreachable).toBe(false);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(postMessage).toHaveBeenCalledTimes(20);
    expect(result.current.unreachable).toBe(true);

    // "Intentar de nuevo": a new frame, and no notice until it fails too.
    const key = result.current.frameKey;
    act(() => result.current.retry());
    expect(result.current.unreachable).toBe(false);
    expect(result.current.frameKey).toBe(key + 1);
  });

  it("stops knocking once the player answers", () => {
    const { result, postMessage } = renderEmbedded();
    act(() => result.current.onFrameLoad());
    act(() => {
      vi.advanceTimersByTime(600);
    });
    act(() => result.current.answered());
    const knocks = postMessage.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(postMessage).toHaveBeenCalledTimes(knocks);
    expect(result.current.unreachable).toBe(false);
  });
});

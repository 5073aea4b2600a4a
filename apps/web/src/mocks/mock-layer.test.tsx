import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => ({ count: 0, release: () => undefined as void }));
vi.mock("@/mocks/browser", () => ({
  startMockWorker: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        started.count += 1;
        started.release = resolve;
      }),
  ),
}));

const { MockLayer } = await import("@/mocks/mock-layer");

/** Spec §7: a mock layer, enabled by an environment flag (issue 35.14: held by no test). */
describe("NEXT_PUBLIC_API_MOCKS", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    started.count = 0;
  });

  it("off: the page renders at once and no mock worker starts", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_MOCKS", "");
    render(<MockLayer>{<p>La página</p>}</MockLayer>);
    expect(screen.getByText("La página")).toBeTruthy();
    await act(async () => undefined);
    expect(started.count).toBe(0);
  });

  it("'true': the mock worker starts, and nothing renders (so nothing is requested) until it answers", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_MOCKS", "true");
    render(<MockLayer>{<p>La página</p>}</MockLayer>);
    await act(async () => undefined);
    expect(started.count).toBe(1);
    expect(screen.queryByText("La página")).toBeNull();
    await act(async () => started.release());
    expect(screen.getByText("La página")).toBeTruthy();
  });
});

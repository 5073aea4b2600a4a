import { delay } from "msw";

/** Spec §7/§9: every mocked answer arrives after 20 ms, like a (fast) network would. */
export const MOCK_DELAY_MS = 20;

export function mockDelay(): Promise<void> {
  return delay(MOCK_DELAY_MS);
}

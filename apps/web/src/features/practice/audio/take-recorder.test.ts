import { describe, expect, it } from "vitest";
import { recordingType } from "./take-recorder";

describe("the take's recording", () => {
  it("records Opus in WebM where the browser can (Chromium), and MP4 where only that works (Safari)", () => {
    expect(recordingType((type) => type.startsWith("audio/webm"))).toBe("audio/webm;codecs=opus");
    expect(recordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
    expect(recordingType(() => false)).toBeNull();
  });
});

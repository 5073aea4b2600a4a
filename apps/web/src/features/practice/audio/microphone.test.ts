import { describe, expect, it } from "vitest";
import { MicrophoneError, environmentProblem, problemOf } from "./microphone";

describe("what went wrong with the microphone", () => {
  it("maps getUserMedia's errors to what the student can do", () => {
    expect(problemOf(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(problemOf(new DOMException("none", "NotFoundError"))).toBe("no-device");
    expect(problemOf(new DOMException("busy", "NotReadableError"))).toBe("busy");
    expect(problemOf(new MicrophoneError("insecure"))).toBe("insecure");
    expect(problemOf(new Error("?"))).toBe("unknown");
  });

  it("refuses before asking on an insecure origin or without the API", () => {
    expect(environmentProblem({ isSecureContext: false, hasMediaDevices: false, hasAudioWorklet: true })).toBe("insecure");
    expect(environmentProblem({ isSecureContext: true, hasMediaDevices: false, hasAudioWorklet: true })).toBe("unsupported");
    expect(environmentProblem({ isSecureContext: true, hasMediaDevices: true, hasAudioWorklet: true })).toBeNull();
  });
});

/// <reference lib="webworker" />
import { createOnsetDetector } from "../signal/onsets";
import { createPitchTracker } from "../signal/pitch";
import type { ListenerEvent, ListenerMode } from "./listener-messages";

/**
 * The analysis worker: audio arrives from the capture worklet through a MessagePort (the main
 * thread never touches a sample); pitch estimates or onsets go back to the page as small
 * messages. Frames are the audio clock's, so onset times share the metronome's timeline.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ type: "init"; sampleRate: number; mode: ListenerMode; port: MessagePort }>) => {
  if (event.data.type !== "init") return;
  const { sampleRate, mode, port } = event.data;
  const pitch = mode === "pitch" || mode === "notes" ? createPitchTracker(sampleRate) : null;
  const onsets = mode === "onsets" || mode === "notes" ? createOnsetDetector(sampleRate) : null;
  let levelSum = 0;
  let levelCount = 0;
  port.onmessage = (message: MessageEvent<{ type: "audio"; frame: number; samples: Float32Array }>) => {
    const { frame, samples } = message.data;
    const post = (data: ListenerEvent) => scope.postMessage(data);
    if (pitch) {
      for (const estimate of pitch.push(samples, frame + samples.length)) {
        post({ type: "pitch", frame: estimate.frame, frequency: estimate.frequency, clarity: estimate.clarity, rms: estimate.rms });
      }
    }
    if (onsets) {
      for (const onset of onsets.push(samples, frame)) post({ type: "onset", frame: onset });
      // A level meter a few times a second, so the page can show that the microphone hears.
      for (let i = 0; i < samples.length; i += 1) levelSum += samples[i]! * samples[i]!;
      levelCount += samples.length;
      if (levelCount >= sampleRate / 8) {
        post({ type: "level", rms: Math.sqrt(levelSum / levelCount) });
        levelSum = 0;
        levelCount = 0;
      }
    }
  };
};

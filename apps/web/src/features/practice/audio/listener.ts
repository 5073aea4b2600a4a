import type { ListenerEvent, ListenerMode } from "./listener-messages";
import { openMicrophone } from "./microphone";

/** The capture processor (a plain script: it only copies samples; see its header). */
const CAPTURE_PROCESSOR_URL = "/practice/capture-processor.js";

export interface Listener {
  /** The microphone's stream (to record a take from the same sound). */
  stream: MediaStream;
  stop(): void;
}

const loadedContexts = new WeakSet<BaseAudioContext>();

/**
 * Microphone → capture worklet (audio thread) → analysis worker, wired by a MessageChannel so
 * the samples never pass through the main thread; `onEvent` receives the worker's small
 * messages. Throws a MicrophoneError when the microphone cannot be opened.
 */
export async function startListening(context: AudioContext, mode: ListenerMode, onEvent: (event: ListenerEvent) => void): Promise<Listener> {
  const stream = await openMicrophone();
  try {
    if (!loadedContexts.has(context)) {
      await context.audioWorklet.addModule(CAPTURE_PROCESSOR_URL);
      loadedContexts.add(context);
    }
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, "fz-capture", { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1, channelCountMode: "explicit" });
    // Pulled by the graph through a silent gain, so the worklet runs in every browser.
    const silence = context.createGain();
    silence.gain.value = 0;
    source.connect(capture).connect(silence).connect(context.destination);
    const worker = new Worker(new URL("./listen.worker.ts", import.meta.url), { name: "fz-practice-listener" });
    worker.onmessage = (event: MessageEvent<ListenerEvent>) => onEvent(event.data);
    const channel = new MessageChannel();
    worker.postMessage({ type: "init", sampleRate: context.sampleRate, mode, port: channel.port2 }, [channel.port2]);
    capture.port.postMessage({ type: "connect", port: channel.port1 }, [channel.port1]);
    return {
      stream,
      stop() {
        capture.port.postMessage({ type: "stop" });
        source.disconnect();
        capture.disconnect();
        silence.disconnect();
        worker.terminate();
        for (const track of stream.getTracks()) track.stop();
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}

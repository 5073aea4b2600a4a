/* global AudioWorkletProcessor, registerProcessor, currentFrame -- the AudioWorkletGlobalScope */
// The practice studio's microphone tap (apps/web/src/features/practice/audio/listener.ts).
// It runs on the audio thread and only copies: the first input channel, in batches of 1024
// frames, goes to the analysis worker through the MessagePort it is given, tagged with the
// audio clock's frame of its first sample (so onsets land on the metronome's timeline). No
// analysis here, so the audio thread never misses a deadline; the main thread sees none of it.
const BATCH = 1024;

class CaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.target = null;
    this.batch = new Float32Array(BATCH);
    this.filled = 0;
    this.batchStart = 0;
    this.port.onmessage = (event) => {
      if (event.data && event.data.type === "connect") this.target = event.data.port;
      if (event.data && event.data.type === "stop") this.target = null;
    };
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!this.target) return true;
    if (!channel) {
      this.filled = 0;
      return true;
    }
    const frame = currentFrame;
    if (this.filled === 0) this.batchStart = frame;
    if (this.batchStart + this.filled !== frame) {
      // A gap (the input stalled): start a new batch where the audio resumes.
      this.filled = 0;
      this.batchStart = frame;
    }
    const take = Math.min(channel.length, BATCH - this.filled);
    this.batch.set(channel.subarray(0, take), this.filled);
    this.filled += take;
    if (this.filled === BATCH) {
      const samples = this.batch;
      this.target.postMessage({ type: "audio", frame: this.batchStart, samples }, [samples.buffer]);
      this.batch = new Float32Array(BATCH);
      this.filled = 0;
      if (take < channel.length) {
        this.batchStart = frame + take;
        this.batch.set(channel.subarray(take), 0);
        this.filled = channel.length - take;
      }
    }
    return true;
  }
}

registerProcessor("fz-capture", CaptureProcessor);

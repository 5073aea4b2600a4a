import type { Sound } from "../signal/scheduler";

/**
 * The metronome's voices, synthesised with Web Audio (no sample files): a wooden click, the
 * caja's skin (a pitched membrane that drops, plus the slap of noise) and the guacharaca's
 * scrape (noise through a bright band-pass, chopped into ridges).
 */

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();

function noiseOf(context: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(context);
  if (!buffer) {
    buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(context, buffer);
  }
  return buffer;
}

function envelope(context: BaseAudioContext, destination: AudioNode, time: number, peak: number, decay: number): GainNode {
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, time);
  gain.gain.exponentialRampToValueAtTime(peak, time + 0.002);
  gain.gain.exponentialRampToValueAtTime(0.0001, time + decay);
  gain.connect(destination);
  return gain;
}

function click(context: BaseAudioContext, out: AudioNode, time: number, accent: boolean, strong: boolean) {
  const oscillator = context.createOscillator();
  oscillator.type = "triangle";
  oscillator.frequency.value = accent ? 1760 : strong ? 1320 : 990;
  oscillator.connect(envelope(context, out, time, accent ? 0.9 : strong ? 0.6 : 0.3, 0.05));
  oscillator.start(time);
  oscillator.stop(time + 0.06);
}

function noiseBurst(context: BaseAudioContext, out: AudioNode, time: number, duration: number, filter: BiquadFilterType, frequency: number, q: number): AudioBufferSourceNode {
  const source = context.createBufferSource();
  source.buffer = noiseOf(context);
  const band = context.createBiquadFilter();
  band.type = filter;
  band.frequency.value = frequency;
  band.Q.value = q;
  source.connect(band).connect(out);
  source.start(time, Math.random() * 0.5, duration + 0.05);
  return source;
}

function caja(context: BaseAudioContext, out: AudioNode, time: number, stroke: "golpe" | "fuerte" | "repique") {
  if (stroke !== "repique") {
    // The open blow: a membrane that drops in pitch, louder for "fuerte".
    const membrane = context.createOscillator();
    membrane.type = "sine";
    membrane.frequency.setValueAtTime(stroke === "fuerte" ? 190 : 230, time);
    membrane.frequency.exponentialRampToValueAtTime(110, time + 0.12);
    membrane.connect(envelope(context, out, time, stroke === "fuerte" ? 1 : 0.7, 0.22));
    membrane.start(time);
    membrane.stop(time + 0.25);
  }
  // The slap of the hand on the skin (all the repique is).
  noiseBurst(context, envelope(context, out, time, stroke === "repique" ? 0.45 : 0.35, stroke === "repique" ? 0.06 : 0.09), time, 0.1, "bandpass", stroke === "repique" ? 2600 : 1500, 1.2);
}

function guacharaca(context: BaseAudioContext, out: AudioNode, time: number, stroke: "largo" | "corto") {
  const duration = stroke === "largo" ? 0.16 : 0.06;
  const gain = context.createGain();
  gain.connect(out);
  // Ridges: the scraper crossing the cane's grooves about every 9 ms.
  gain.gain.setValueAtTime(0.0001, time);
  for (let t = 0; t < duration; t += 0.009) {
    gain.gain.setValueAtTime(0.0001, time + t);
    gain.gain.linearRampToValueAtTime(stroke === "largo" ? 0.35 : 0.4, time + t + 0.002);
    gain.gain.linearRampToValueAtTime(0.05, time + t + 0.008);
  }
  gain.gain.setValueAtTime(0.0001, time + duration);
  noiseBurst(context, gain, time, duration, "bandpass", 4200, 1.5);
}

export function playSound(context: BaseAudioContext, out: AudioNode, sound: Sound, time: number): void {
  if (sound.voice === "click") click(context, out, time, sound.accent, sound.strong);
  else if (sound.voice === "caja") caja(context, out, time, sound.stroke);
  else guacharaca(context, out, time, sound.stroke);
}

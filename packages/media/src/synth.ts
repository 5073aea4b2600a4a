/**
 * The one synthesiser of the project (the seed's lesson clips, the practice studio's test
 * signals and audio fixtures build on it). The instruments' voices for the demo clips,
 * synthesised sample by sample (mono, float):
 * plucked strings (Karplus–Strong), accordion reeds (two slightly detuned reeds, a bright
 * wavetable), the caja's skin (a falling pitch with a noisy attack) and the guacharaca's
 * scrape (filtered noise chopped by the ridges). Deterministic: the same clip every start.
 */
export const SAMPLE_RATE = 16000;

/** A small seeded generator (mulberry32), so noise is the same on every machine and every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Equal temperament, A4 = 440 Hz; MIDI note numbers. */
export const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

export class Track {
  readonly data: Float32Array;
  private readonly noise: () => number;

  constructor(seconds: number, seed: number) {
    this.data = new Float32Array(Math.round(seconds * SAMPLE_RATE));
    this.noise = seededRandom(seed);
  }

  private at(seconds: number) {
    return Math.round(seconds * SAMPLE_RATE);
  }

  /** A plucked string: a noise burst circulating in a delay line, averaged (Karplus–Strong). */
  pluck(time: number, midi: number, seconds: number, gain: number, brightness = 0.5) {
    const period = Math.max(2, Math.round(SAMPLE_RATE / hz(midi)));
    const line = new Float32Array(period);
    let smooth = 0;
    for (let i = 0; i < period; i += 1) {
      // A softer pluck (lower brightness) starts from smoother noise.
      smooth = smooth * (1 - brightness) + (this.noise() * 2 - 1) * brightness;
      line[i] = smooth;
    }
    const start = this.at(time);
    const end = Math.min(this.data.length, start + this.at(seconds));
    const decay = 0.996;
    for (let n = start, i = 0; n < end; n += 1, i = (i + 1) % period) {
      const next = (i + 1) % period;
      const value = line[i]!;
      line[i] = 0.5 * (value + line[next]!) * decay;
      const fade = end - n < 200 ? (end - n) / 200 : 1;
      this.data[n]! += value * gain * fade;
    }
  }

  /** Several strings in quick succession, low to high (or high to low): a strum. */
  strum(time: number, notes: number[], gain: number, down = true, spread = 0.012) {
    const order = down ? notes : [...notes].reverse();
    order.forEach((midi, i) => this.pluck(time + i * spread, midi, 0.9, gain / Math.sqrt(notes.length), 0.7));
  }

  /** An accordion note: two reeds a few cents apart (the vallenato's "musette" shimmer). */
  reed(time: number, midi: number, seconds: number, gain: number) {
    const start = this.at(time);
    const end = Math.min(this.data.length, start + this.at(seconds));
    const f = hz(midi);
    const steps = [f / SAMPLE_RATE, (f * 1.0035) / SAMPLE_RATE];
    const phases = [0, 0.25];
    const table = reedTable(midi);
    const attack = this.at(0.025);
    const release = this.at(0.05);
    for (let n = start; n < end; n += 1) {
      const k = n - start;
      const envelope = Math.min(1, k / attack, (end - n) / release);
      let value = 0;
      for (let r = 0; r < 2; r += 1) {
        phases[r] = (phases[r]! + steps[r]!) % 1;
        value += lookup(table, phases[r]!);
      }
      this.data[n]! += value * 0.5 * envelope * gain;
    }
  }

  /** A hand drum stroke: a falling pitch (the skin) over a short noise attack (the slap). */
  drum(time: number, pitch: number, decay: number, gain: number, slap: number) {
    const start = this.at(time);
    const end = Math.min(this.data.length, start + this.at(decay * 6));
    let phase = 0;
    for (let n = start; n < end; n += 1) {
      const t = (n - start) / SAMPLE_RATE;
      const f = pitch * (1 + 0.8 * Math.exp(-t / 0.015));
      phase += f / SAMPLE_RATE;
      const body = Math.sin(2 * Math.PI * phase) * Math.exp(-t / decay);
      const click = (this.noise() * 2 - 1) * Math.exp(-t / 0.006) * slap;
      this.data[n]! += (body + click) * gain;
    }
  }

  /** A guacharaca stroke: band-limited noise whose loudness ticks at the ridges' rate. */
  scrape(time: number, seconds: number, gain: number, ridgesPerSecond: number) {
    const start = this.at(time);
    const end = Math.min(this.data.length, start + this.at(seconds));
    // A two-pole resonator around 3 kHz gives the cane's dry, bright colour.
    const f = 3000 / SAMPLE_RATE;
    const r = 0.9;
    const a1 = 2 * r * Math.cos(2 * Math.PI * f);
    const a2 = -r * r;
    let y1 = 0;
    let y2 = 0;
    for (let n = start; n < end; n += 1) {
      const t = (n - start) / SAMPLE_RATE;
      const ridge = (t * ridgesPerSecond) % 1;
      const tick = ridge < 0.35 ? 1 : 0.25;
      const envelope = Math.min(1, t / 0.01, (end - n) / (SAMPLE_RATE * 0.015));
      const y = (this.noise() * 2 - 1) * 0.3 + a1 * y1 + a2 * y2;
      y2 = y1;
      y1 = y;
      this.data[n]! += y * tick * envelope * gain;
    }
  }

  /**
   * PCM in 16-bit words with 12 significant bits (72 dB, plenty for a practice clip; FLAC
   * stores the four zero bits once per block), normalised with a soft limiter.
   */
  toPcm(peak = 0.8): Int16Array {
    let max = 0;
    for (const v of this.data) max = Math.max(max, Math.abs(v));
    const scale = max > 0 ? peak / max : 0;
    const out = new Int16Array(this.data.length);
    for (let i = 0; i < out.length; i += 1) out[i] = Math.round(Math.tanh(this.data[i]! * scale * 1.2) * 1900) * 16;
    return out;
  }
}

const TABLE_SIZE = 4096;
const REED_HARMONICS = [1, 0.8, 0.65, 0.5, 0.45, 0.3, 0.25, 0.18, 0.12, 0.08];
const reedTables = new Map<number, Float32Array>();

/**
 * One cycle of a reed at `midi`: strong odd and even harmonics falling off slowly (bright,
 * nasal), only those below Nyquist so nothing aliases into noise.
 */
function reedTable(midi: number): Float32Array {
  let table = reedTables.get(midi);
  if (table) return table;
  const f = hz(midi);
  const harmonics = REED_HARMONICS.filter((_, h) => (h + 1) * f * 1.01 < SAMPLE_RATE * 0.45);
  table = new Float32Array(TABLE_SIZE + 1);
  let max = 0;
  for (let i = 0; i <= TABLE_SIZE; i += 1) {
    let v = 0;
    harmonics.forEach((a, h) => (v += a * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE)));
    table[i] = v;
    max = Math.max(max, Math.abs(v));
  }
  for (let i = 0; i <= TABLE_SIZE; i += 1) table[i]! /= max;
  reedTables.set(midi, table);
  return table;
}

/** The table at a phase in [0, 1), linearly interpolated (no truncation noise). */
function lookup(table: Float32Array, phase: number): number {
  const x = phase * TABLE_SIZE;
  const i = Math.floor(x);
  return table[i]! + (table[i + 1]! - table[i]!) * (x - i);
}

import { BitWriter } from "./bit-writer";

/**
 * A small FLAC encoder for the demo clips' sound (16-bit mono): each frame picks the best
 * FIXED predictor (order 0–4) or an order-8 linear predictor and Rice-codes its residual in
 * partitions — no library and
 * no ffmpeg, and lossless, so the synthesised line plays exactly as written. The frames go
 * into MP4 as a `fLaC` track (ISO BMFF encapsulation of FLAC), which Chromium and Firefox play.
 */
export const FLAC_BITS_PER_SAMPLE = 16;

const CRC8 = new Uint8Array(256);
const CRC16 = new Uint16Array(256);
for (let n = 0; n < 256; n += 1) {
  let c8 = n;
  let c16 = n << 8;
  for (let k = 0; k < 8; k += 1) {
    c8 = c8 & 0x80 ? ((c8 << 1) ^ 0x07) & 0xff : (c8 << 1) & 0xff;
    c16 = c16 & 0x8000 ? ((c16 << 1) ^ 0x8005) & 0xffff : (c16 << 1) & 0xffff;
  }
  CRC8[n] = c8;
  CRC16[n] = c16;
}

const crc8 = (bytes: Uint8Array) => bytes.reduce((crc, b) => CRC8[crc ^ b]!, 0);
const crc16 = (bytes: Uint8Array) => bytes.reduce((crc, b) => ((crc << 8) & 0xffff) ^ CRC16[(crc >> 8) ^ b]!, 0);

/** The frame-header code of a sample rate, or 0 ("see STREAMINFO"). */
const RATE_CODES: Record<number, number> = { 8000: 4, 16000: 5, 22050: 6, 24000: 7, 32000: 8, 44100: 9, 48000: 10 };

/** FLAC's "UTF-8" coding of the frame number. */
function utf8Number(w: BitWriter, n: number) {
  if (n < 0x80) return w.bits(n, 8);
  if (n < 0x800) {
    w.bits(0xc0 | (n >> 6), 8);
    return w.bits(0x80 | (n & 0x3f), 8);
  }
  if (n < 0x10000) {
    w.bits(0xe0 | (n >> 12), 8);
    w.bits(0x80 | ((n >> 6) & 0x3f), 8);
    return w.bits(0x80 | (n & 0x3f), 8);
  }
  throw new Error("flac: too many frames for a demo clip");
}

/** Residual of the FIXED predictor of `order` (the n-th difference of the signal). */
function residual(x: Int16Array, order: number): Int32Array {
  const out = new Int32Array(x.length - order);
  const n = x.length;
  if (order === 0) for (let i = 0; i < n; i += 1) out[i] = x[i]!;
  else if (order === 1) for (let i = 1; i < n; i += 1) out[i - 1] = x[i]! - x[i - 1]!;
  else if (order === 2) for (let i = 2; i < n; i += 1) out[i - 2] = x[i]! - 2 * x[i - 1]! + x[i - 2]!;
  else if (order === 3) for (let i = 3; i < n; i += 1) out[i - 3] = x[i]! - 3 * x[i - 1]! + 3 * x[i - 2]! - x[i - 3]!;
  else for (let i = 4; i < n; i += 1) out[i - 4] = x[i]! - 4 * x[i - 1]! + 6 * x[i - 2]! - 4 * x[i - 3]! + x[i - 4]!;
  return out;
}

const fold = (v: number) => (v >= 0 ? v * 2 : -v * 2 - 1);

/** The Rice parameter for a run of residuals: log2 of their mean folded size. */
function riceParameter(values: Int32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += fold(values[i]!);
  const mean = sum / Math.max(1, to - from);
  return mean < 1 ? 0 : Math.min(14, Math.floor(Math.log2(mean)));
}

const LPC_ORDER = 32;
const LPC_PRECISION = 15;

/** Quantised linear-prediction coefficients of a block (Levinson–Durbin on its windowed autocorrelation). */
export function lpcCoefficients(x: Int16Array): { coefs: Int32Array; shift: number } | null {
  const n = x.length;
  if (n <= LPC_ORDER * 2) return null;
  const w = new Float64Array(n);
  for (let i = 0; i < n; i += 1) w[i] = x[i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
  const r = new Float64Array(LPC_ORDER + 1);
  for (let lag = 0; lag <= LPC_ORDER; lag += 1) {
    let sum = 0;
    for (let i = lag; i < n; i += 1) sum += w[i]! * w[i - lag]!;
    r[lag] = sum;
  }
  if (r[0]! === 0) return null;
  r[0]! *= 1.0001; // a little white noise keeps the recursion stable
  let a = new Float64Array(LPC_ORDER + 1);
  let error = r[0]!;
  for (let m = 1; m <= LPC_ORDER; m += 1) {
    let acc = r[m]!;
    for (let j = 1; j < m; j += 1) acc -= a[j]! * r[m - j]!;
    const k = acc / error;
    const next = a.slice();
    next[m] = k;
    for (let j = 1; j < m; j += 1) next[j] = a[j]! - k * a[m - j]!;
    a = next;
    error *= 1 - k * k;
    if (error <= 0) return null;
  }
  const predictor = a.subarray(1);
  const max = Math.max(...predictor.map(Math.abs));
  if (!Number.isFinite(max) || max === 0) return null;
  const limit = (1 << (LPC_PRECISION - 1)) - 1;
  const shift = Math.max(0, Math.min(15, LPC_PRECISION - 1 - Math.ceil(Math.log2(max + 1e-9)) - 1));
  const coefs = Int32Array.from(predictor, (c) => Math.max(-limit - 1, Math.min(limit, Math.round(c * 2 ** shift))));
  return { coefs, shift };
}

export function lpcResidual(x: Int16Array, coefs: Int32Array, shift: number): Int32Array {
  const order = coefs.length;
  const out = new Int32Array(x.length - order);
  for (let i = order; i < x.length; i += 1) {
    // Exact in a double (|sum| < 2^35); floor division is the decoder's arithmetic shift.
    let sum = 0;
    for (let j = 0; j < order; j += 1) sum += coefs[j]! * x[i - 1 - j]!;
    out[i - order] = x[i]! - Math.floor(sum / 2 ** shift);
  }
  return out;
}

const magnitude = (values: Int32Array) => {
  let size = 0;
  for (let i = 0; i < values.length; i += 1) size += Math.abs(values[i]!);
  return size;
};

function writeResidual(w: BitWriter, values: Int32Array, blockSize: number, order: number) {
  // Partitions of the block (order 3 → 8 partitions when the block divides), each its own k.
  const partitionOrder = blockSize % 8 === 0 && blockSize / 8 > order ? 3 : 0;
  const partitions = 1 << partitionOrder;
  const size = blockSize >> partitionOrder;
  w.bits(0, 2); // RESIDUAL_CODING_METHOD_PARTITIONED_RICE
  w.bits(partitionOrder, 4);
  let start = 0;
  for (let p = 0; p < partitions; p += 1) {
    const end = p === 0 ? size - order : start + size;
    const k = riceParameter(values, start, end);
    w.bits(k, 4);
    for (let i = start; i < end; i += 1) {
      const u = fold(values[i]!);
      w.unary(u >>> k);
      if (k > 0) w.bits(u & ((1 << k) - 1), k);
    }
    start = end;
  }
}

/** Low bits that are zero in every sample ("wasted bits"): the subframe codes them once. */
function wastedBits(samples: Int16Array): number {
  let common = 0;
  for (const v of samples) common |= v;
  if (common === 0) return 0;
  let bits = 0;
  while (((common >> bits) & 1) === 0 && bits < 15) bits += 1;
  return bits;
}

function writeSubframe(w: BitWriter, input: Int16Array) {
  const wasted = wastedBits(input);
  const samples = wasted > 0 ? input.map((v) => v >> wasted) : input;
  const bps = FLAC_BITS_PER_SAMPLE - wasted;
  const writeWasted = () => {
    if (wasted === 0) w.bits(0, 1);
    else {
      w.bits(1, 1);
      w.unary(wasted - 1);
    }
  };
  // The FIXED order whose residual is smallest (sum of magnitudes)…
  let order = 0;
  let best = residual(samples, 0);
  let smallest = magnitude(best);
  for (let o = 1; o <= 4 && o < samples.length; o += 1) {
    const values = residual(samples, o);
    const size = magnitude(values);
    if (size < smallest) [order, best, smallest] = [o, values, size];
  }
  // …unless linear prediction does better (tonal lines usually do).
  const lpc = lpcCoefficients(samples);
  const lpcValues = lpc ? lpcResidual(samples, lpc.coefs, lpc.shift) : null;
  w.bits(0, 1); // padding
  if (lpc && lpcValues && magnitude(lpcValues) < smallest * 0.9) {
    w.bits(0b100000 | (LPC_ORDER - 1), 6); // SUBFRAME_LPC
    writeWasted();
    for (let i = 0; i < LPC_ORDER; i += 1) w.bits(samples[i]! & ((1 << bps) - 1), bps);
    w.bits(LPC_PRECISION - 1, 4);
    w.bits(lpc.shift, 5);
    for (const c of lpc.coefs) w.bits(c & ((1 << LPC_PRECISION) - 1), LPC_PRECISION);
    writeResidual(w, lpcValues, samples.length, LPC_ORDER);
    return;
  }
  w.bits(0b001000 | order, 6); // SUBFRAME_FIXED
  writeWasted();
  for (let i = 0; i < order; i += 1) w.bits(samples[i]! & ((1 << bps) - 1), bps);
  writeResidual(w, best, samples.length, order);
}

/** One FLAC frame (fixed block size strategy) of `samples`, numbered `index`. */
export function flacFrame(samples: Int16Array, index: number, sampleRate: number): Uint8Array {
  const w = new BitWriter();
  w.bits(0b11111111111110, 14); // sync
  w.bits(0, 1); // reserved
  w.bits(0, 1); // fixed block size
  w.bits(0b0111, 4); // block size: 16 bits (size − 1) at the end of the header
  w.bits(RATE_CODES[sampleRate] ?? 0, 4);
  w.bits(0, 4); // mono
  w.bits(0b100, 3); // 16 bits per sample
  w.bits(0, 1); // reserved
  utf8Number(w, index);
  w.bits(samples.length - 1, 16);
  const header = w.done();
  w.bits(crc8(header), 8);
  writeSubframe(w, samples);
  w.alignZero();
  const body = w.done();
  const frame = new Uint8Array(body.length + 2);
  frame.set(body);
  const crc = crc16(body);
  frame[body.length] = crc >> 8;
  frame[body.length + 1] = crc & 0xff;
  return frame;
}

/** The STREAMINFO metadata block (with its header, marked last) for the `dfLa` box. */
export function streamInfo(input: { blockSize: number; lastBlockSize: number; sampleRate: number; totalSamples: number; frames: Uint8Array[] }): Uint8Array {
  const w = new BitWriter();
  w.bits(1, 1); // last metadata block
  w.bits(0, 7); // STREAMINFO
  w.bits(34, 24);
  w.bits(Math.min(input.blockSize, input.lastBlockSize), 16);
  w.bits(input.blockSize, 16);
  w.bits(Math.min(...input.frames.map((f) => f.length)), 24);
  w.bits(Math.max(...input.frames.map((f) => f.length)), 24);
  w.bits(input.sampleRate, 20);
  w.bits(0, 3); // channels − 1
  w.bits(FLAC_BITS_PER_SAMPLE - 1, 5);
  w.bits(0, 4); // total samples, high 4 of 36 bits
  w.bits(input.totalSamples, 32);
  for (let i = 0; i < 4; i += 1) w.bits(0, 32); // MD5 unknown (allowed)
  return w.done();
}

export interface FlacStream {
  sampleRate: number;
  blockSize: number;
  frames: Uint8Array[];
  /** Samples in each frame (the last may be shorter). */
  frameSamples: number[];
  streamInfo: Uint8Array;
}

export function encodeFlac(samples: Int16Array, sampleRate: number, blockSize: number): FlacStream {
  const frames: Uint8Array[] = [];
  const frameSamples: number[] = [];
  for (let start = 0, index = 0; start < samples.length; start += blockSize, index += 1) {
    const block = samples.subarray(start, Math.min(samples.length, start + blockSize));
    frames.push(flacFrame(block, index, sampleRate));
    frameSamples.push(block.length);
  }
  const info = streamInfo({ blockSize, lastBlockSize: frameSamples.at(-1) ?? blockSize, sampleRate, totalSamples: samples.length, frames });
  return { sampleRate, blockSize, frames, frameSamples, streamInfo: info };
}

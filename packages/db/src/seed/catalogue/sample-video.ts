/**
 * Writes a short, real H.264/MP4 clip from bytes built here, so the self-hosted player can be
 * demonstrated on a machine without ffmpeg or network. The encoder is deliberately minimal:
 * macroblocks are stored uncompressed (I_PCM) when they change and skipped (P_Skip) when
 * they do not, which every H.264 decoder plays. The picture: the academy's dark background,
 * an orange square moving across and a progress bar filling along the bottom.
 */

const WIDTH = 256;
const HEIGHT = 144;
const FPS = 24;
const TIMESCALE = FPS * 512;
const MB_COLS = WIDTH / 16;
const MB_ROWS = HEIGHT / 16;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, width: number) {
    for (let i = width - 1; i >= 0; i -= 1) this.bit((value >> i) & 1);
  }

  /** Exp-Golomb, unsigned. */
  ue(value: number) {
    const x = value + 1;
    const length = Math.floor(Math.log2(x));
    this.bits(0, length);
    this.bits(x, length + 1);
  }

  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero() {
    while (this.count !== 0) this.bit(0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing() {
    this.bit(1);
    this.alignZero();
  }

  raw(values: Uint8Array) {
    for (const v of values) this.bits(v, 8);
  }

  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit with emulation-prevention bytes (no 00 00 0x≤3 inside the payload). */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sps(): Uint8Array {
  const w = new BitWriter();
  w.bits(66, 8); // Baseline
  w.bits(0xc0, 8); // constraint_set0 + set1: constrained baseline
  w.bits(30, 8); // level 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4 → frame_num has 4 bits
  w.ue(2); // pic_order_cnt_type 2: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(MB_COLS - 1);
  w.ue(MB_ROWS - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return nal(3, 7, w.done());
}

function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(3, 8, w.done());
}

interface Frame {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

/** One macroblock's samples as I_PCM stores them: 256 luma, 64 Cb, 64 Cr. */
function macroblock(frame: Frame, mbx: number, mby: number): Uint8Array {
  const out = new Uint8Array(384);
  let i = 0;
  for (let y = 0; y < 16; y += 1) for (let x = 0; x < 16; x += 1) out[i++] = frame.y[(mby * 16 + y) * WIDTH + mbx * 16 + x]!;
  for (const plane of [frame.u, frame.v]) {
    for (let y = 0; y < 8; y += 1) for (let x = 0; x < 8; x += 1) out[i++] = plane[(mby * 8 + y) * (WIDTH / 2) + mbx * 8 + x]!;
  }
  return out;
}

function sameMacroblock(a: Uint8Array, b: Uint8Array): boolean {
  return a.every((value, index) => value === b[index]);
}

function slice(frame: Frame, previous: Frame | null, frameNum: number, idrId: number): Uint8Array {
  const w = new BitWriter();
  const idr = previous === null;
  w.ue(0); // first_mb_in_slice
  w.ue(idr ? 7 : 5); // I or P, all slices of the picture alike
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % 16, 4);
  if (idr) w.ue(idrId);
  else {
    w.bit(0); // num_ref_idx_active_override_flag
    w.bit(0); // ref_pic_list_modification_flag_l0
  }
  if (idr) {
    w.bit(0); // no_output_of_prior_pics_flag
    w.bit(0); // long_term_reference_flag
  } else w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: keep PCM blocks exact
  let skipRun = 0;
  for (let mby = 0; mby < MB_ROWS; mby += 1) {
    for (let mbx = 0; mbx < MB_COLS; mbx += 1) {
      const samples = macroblock(frame, mbx, mby);
      if (previous && sameMacroblock(samples, macroblock(previous, mbx, mby))) {
        skipRun += 1;
        continue;
      }
      if (!idr) w.ue(skipRun);
      skipRun = 0;
      w.ue(idr ? 25 : 30); // I_PCM (in a P slice, intra types are offset by 5)
      w.alignZero();
      w.raw(samples);
    }
  }
  if (skipRun > 0) w.ue(skipRun);
  w.trailing();
  return nal(idr ? 3 : 2, idr ? 5 : 1, w.done());
}

function yuv(r: number, g: number, b: number): [number, number, number] {
  const y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255;
  const u = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
  const v = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
  return [Math.round(y), Math.round(u), Math.round(v)];
}

const BACKGROUND = yuv(0x2d, 0x2d, 0x2d);
const ORANGE = yuv(0xff, 0xa3, 0x04);
const TRACK = yuv(0x55, 0x55, 0x55);

function drawFrame(index: number, total: number): Frame {
  const y = new Uint8Array(WIDTH * HEIGHT).fill(BACKGROUND[0]);
  const u = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(BACKGROUND[1]);
  const v = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(BACKGROUND[2]);
  const fill = (x0: number, y0: number, w: number, h: number, color: [number, number, number]) => {
    for (let py = y0; py < y0 + h; py += 1) for (let px = x0; px < x0 + w; px += 1) y[py * WIDTH + px] = color[0];
    for (let py = y0 >> 1; py < (y0 + h) >> 1; py += 1) {
      for (let px = x0 >> 1; px < (x0 + w) >> 1; px += 1) {
        u[py * (WIDTH / 2) + px] = color[1];
        v[py * (WIDTH / 2) + px] = color[2];
      }
    }
  };
  // The square bounces from side to side, 4 px per frame.
  const span = WIDTH - 32 - 16;
  const travel = (index * 4) % (2 * span);
  const x = 8 + (travel <= span ? travel : 2 * span - travel);
  fill(x - (x % 2), 48, 32, 32, ORANGE);
  fill(0, 128, WIDTH, 8, TRACK);
  const progress = Math.round(((index + 1) / total) * (WIDTH / 2)) * 2;
  if (progress > 0) fill(0, 128, progress, 8, ORANGE);
  return { y, u, v };
}

const u8 = (n: number) => Uint8Array.of(n & 0xff);
const u16 = (n: number) => Uint8Array.of((n >> 8) & 0xff, n & 0xff);
const u32 = (n: number) => Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
const ascii = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const zeros = (n: number) => new Uint8Array(n);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  return concat([u32(body.length + 8), ascii(type), body]);
}

const fullBox = (type: string, version: number, flags: number, ...parts: Uint8Array[]) =>
  box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);

const MATRIX = concat([u32(0x00010000), u32(0), u32(0), u32(0), u32(0x00010000), u32(0), u32(0), u32(0), u32(0x40000000)]);

function moov(samples: Uint8Array[], keyframes: number[], spsNal: Uint8Array, ppsNal: Uint8Array, chunkOffset: number): Uint8Array {
  const durationMs = Math.round((samples.length * 1000) / FPS);
  const mediaDuration = samples.length * 512;
  const avcC = box("avcC", u8(1), u8(66), u8(0xc0), u8(30), u8(0xff), u8(0xe1), u16(spsNal.length), spsNal, u8(1), u16(ppsNal.length), ppsNal);
  const compressor = concat([u8(0), zeros(31)]);
  const avc1 = box(
    "avc1",
    zeros(6),
    u16(1),
    zeros(16),
    u16(WIDTH),
    u16(HEIGHT),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    compressor,
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stbl = box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), avc1),
    fullBox("stts", 0, 0, u32(1), u32(samples.length), u32(512)),
    fullBox("stss", 0, 0, u32(keyframes.length), ...keyframes.map((k) => u32(k + 1))),
    fullBox("stsc", 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
    fullBox("stsz", 0, 0, u32(0), u32(samples.length), ...samples.map((s) => u32(s.length))),
    fullBox("stco", 0, 0, u32(1), u32(chunkOffset)),
  );
  const minf = box(
    "minf",
    fullBox("vmhd", 0, 1, zeros(8)),
    box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))),
    stbl,
  );
  const mdia = box(
    "mdia",
    fullBox("mdhd", 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(mediaDuration), u16(0x55c4), u16(0)),
    fullBox("hdlr", 0, 0, u32(0), ascii("vide"), zeros(12), ascii("VideoHandler"), u8(0)),
    minf,
  );
  const tkhd = fullBox("tkhd", 0, 3, u32(0), u32(0), u32(1), u32(0), u32(durationMs), zeros(8), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(WIDTH << 16), u32(HEIGHT << 16));
  const mvhd = fullBox("mvhd", 0, 0, u32(0), u32(0), u32(1000), u32(durationMs), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
  return box("moov", mvhd, box("trak", tkhd, mdia));
}

/** The clip: `seconds` long, a keyframe every two seconds (so seeking and A–B loops work). */
export function buildSampleVideo(seconds = 6): Uint8Array {
  const total = seconds * FPS;
  const spsNal = sps();
  const ppsNal = pps();
  const samples: Uint8Array[] = [];
  const keyframes: number[] = [];
  let previous: Frame | null = null;
  let frameNum = 0;
  let idrId = 0;
  for (let i = 0; i < total; i += 1) {
    const frame = drawFrame(i, total);
    const key = i % (FPS * 2) === 0;
    if (key) {
      keyframes.push(i);
      frameNum = 0;
    }
    const unit = slice(frame, key ? null : previous, frameNum, idrId);
    if (key) idrId = (idrId + 1) % 2;
    samples.push(concat([u32(unit.length), unit]));
    frameNum += 1;
    previous = frame;
  }
  const ftyp = box("ftyp", ascii("isom"), u32(512), ascii("isom"), ascii("iso2"), ascii("avc1"), ascii("mp41"));
  const data = concat(samples);
  const header = moov(samples, keyframes, spsNal, ppsNal, 0);
  const offset = ftyp.length + header.length + 8;
  return concat([ftyp, moov(samples, keyframes, spsNal, ppsNal, offset), box("mdat", data)]);
}

import { BitWriter } from "./bit-writer";

/**
 * A deliberately minimal H.264 (Constrained Baseline) encoder for the demo clips: macroblocks
 * are stored uncompressed (I_PCM) when they change and skipped (P_Skip) when they do not,
 * which every H.264 decoder plays. Pictures are YUV 4:2:0, `width` × `height` multiples of 16.
 */
export interface Frame {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

export type Yuv = readonly [number, number, number];

/** BT.601 limited range, as the decoder expects without VUI. */
export function yuv(hex: number): Yuv {
  const r = (hex >> 16) & 0xff;
  const g = (hex >> 8) & 0xff;
  const b = hex & 0xff;
  return [
    Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ];
}

/** NAL unit with emulation-prevention bytes (no 00 00 0x≤3 inside the payload). */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = new Uint8Array(rbsp.length + Math.ceil(rbsp.length / 2) + 1);
  let length = 0;
  out[length++] = (refIdc << 5) | type;
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out[length++] = 3;
      zeros = 0;
    }
    out[length++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.slice(0, length);
}

export class H264Encoder {
  readonly mbCols: number;
  readonly mbRows: number;
  private frameNum = 0;
  private idrId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (width % 16 !== 0 || height % 16 !== 0) throw new Error("H264Encoder: width and height must be multiples of 16");
    this.mbCols = width / 16;
    this.mbRows = height / 16;
  }

  sps(): Uint8Array {
    const w = new BitWriter();
    w.bits(66, 8); // Baseline
    w.bits(0xc0, 8); // constraint_set0 + set1: constrained baseline
    w.bits(30, 8); // level 3.0
    w.ue(0); // seq_parameter_set_id
    w.ue(0); // log2_max_frame_num_minus4 → frame_num has 4 bits
    w.ue(2); // pic_order_cnt_type 2: output order = decoding order
    w.ue(1); // max_num_ref_frames
    w.bit(0); // gaps_in_frame_num_value_allowed_flag
    w.ue(this.mbCols - 1);
    w.ue(this.mbRows - 1);
    w.bit(1); // frame_mbs_only_flag
    w.bit(1); // direct_8x8_inference_flag
    w.bit(0); // frame_cropping_flag
    w.bit(0); // vui_parameters_present_flag
    w.trailing();
    return nal(3, 7, w.done());
  }

  pps(): Uint8Array {
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

  /** One macroblock's samples as I_PCM stores them: 256 luma, 64 Cb, 64 Cr. */
  private macroblock(frame: Frame, mbx: number, mby: number, out: Uint8Array): Uint8Array {
    let i = 0;
    const w = this.width;
    for (let y = 0; y < 16; y += 1) {
      const row = (mby * 16 + y) * w + mbx * 16;
      for (let x = 0; x < 16; x += 1) out[i++] = frame.y[row + x]!;
    }
    for (const plane of [frame.u, frame.v]) {
      for (let y = 0; y < 8; y += 1) {
        const row = (mby * 8 + y) * (w / 2) + mbx * 8;
        for (let x = 0; x < 8; x += 1) out[i++] = plane[row + x]!;
      }
    }
    return out;
  }

  /**
   * The access unit of `frame` as a length-prefixed NAL (MP4 sample). `key` makes an IDR
   * picture (every macroblock stored); otherwise unchanged macroblocks are skipped.
   */
  encode(frame: Frame, previous: Frame | null, key: boolean): Uint8Array {
    const idr = key || previous === null;
    if (idr) this.frameNum = 0;
    const w = new BitWriter();
    w.ue(0); // first_mb_in_slice
    w.ue(idr ? 7 : 5); // I or P, all slices of the picture alike
    w.ue(0); // pic_parameter_set_id
    w.bits(this.frameNum % 16, 4);
    if (idr) w.ue(this.idrId);
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
    const current = new Uint8Array(384);
    const before = new Uint8Array(384);
    let skipRun = 0;
    for (let mby = 0; mby < this.mbRows; mby += 1) {
      for (let mbx = 0; mbx < this.mbCols; mbx += 1) {
        this.macroblock(frame, mbx, mby, current);
        if (!idr && previous) {
          this.macroblock(previous, mbx, mby, before);
          let same = true;
          for (let i = 0; i < 384 && same; i += 1) same = current[i] === before[i];
          if (same) {
            skipRun += 1;
            continue;
          }
        }
        if (!idr) w.ue(skipRun);
        skipRun = 0;
        w.ue(idr ? 25 : 30); // I_PCM (in a P slice, intra types are offset by 5)
        w.alignZero();
        w.raw(current);
      }
    }
    if (skipRun > 0) w.ue(skipRun);
    w.trailing();
    const unit = nal(idr ? 3 : 2, idr ? 5 : 1, w.done());
    if (idr) this.idrId = (this.idrId + 1) % 2;
    this.frameNum += 1;
    const sample = new Uint8Array(unit.length + 4);
    new DataView(sample.buffer).setUint32(0, unit.length);
    sample.set(unit, 4);
    return sample;
  }
}

import { type Frame, type Yuv, yuv } from "./h264";

/** Drawing on a YUV 4:2:0 frame: rectangles, discs and ellipses in flat colours. */
export class Canvas implements Frame {
  readonly y: Uint8Array;
  readonly u: Uint8Array;
  readonly v: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Yuv,
  ) {
    this.y = new Uint8Array(width * height).fill(background[0]);
    this.u = new Uint8Array((width / 2) * (height / 2)).fill(background[1]);
    this.v = new Uint8Array((width / 2) * (height / 2)).fill(background[2]);
  }

  copy(): Canvas {
    const out = Object.create(Canvas.prototype) as Canvas;
    Object.assign(out, { width: this.width, height: this.height, y: this.y.slice(), u: this.u.slice(), v: this.v.slice() });
    return out;
  }

  /** Paints one luma pixel; the chroma sample of its 2×2 block follows its top-left pixel. */
  private dot(x: number, y: number, color: Yuv) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.y[y * this.width + x] = color[0];
    if ((x & 1) === 0 && (y & 1) === 0) {
      const c = (y >> 1) * (this.width >> 1) + (x >> 1);
      this.u[c] = color[1];
      this.v[c] = color[2];
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Yuv) {
    for (let y = Math.round(y0); y < Math.round(y0 + h); y += 1) for (let x = Math.round(x0); x < Math.round(x0 + w); x += 1) this.dot(x, y, color);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Yuv) {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y += 1) {
      for (let x = Math.floor(cx - rx); x <= Math.ceil(cx + rx); x += 1) {
        const dx = (x + 0.5 - cx) / rx;
        const dy = (y + 0.5 - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.dot(x, y, color);
      }
    }
  }

  disc(cx: number, cy: number, r: number, color: Yuv) {
    this.ellipse(cx, cy, r, r, color);
  }

  /** A straight stroke `thickness` px wide (strings, ridges, the fork's tines). */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Yuv) {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
    for (let i = 0; i <= steps; i += 1) {
      const t = steps === 0 ? 0 : i / steps;
      this.rect(x0 + (x1 - x0) * t - thickness / 2, y0 + (y1 - y0) * t - thickness / 2, thickness, thickness, color);
    }
  }
}

export const COLORS = {
  background: yuv(0x2d2d2d),
  panel: yuv(0x3a3a3a),
  orange: yuv(0xffa304),
  white: yuv(0xf5f5f5),
  grey: yuv(0x6b6b6b),
  dark: yuv(0x1c1c1c),
  wood: yuv(0xb9773a),
  darkWood: yuv(0x6e4522),
  red: yuv(0xc8323c),
  cream: yuv(0xe9dcc0),
  green: yuv(0x2f8f5b),
  cane: yuv(0xc9a45c),
  black: yuv(0x151515),
  purple: yuv(0x7a4fd6),
} as const;

/** The instruments, each drawn in the top 96 px of a 256 × 144 picture. */
export const INSTRUMENTS = {
  acordeon(c: Canvas) {
    c.rect(40, 18, 56, 68, COLORS.red); // bass side
    c.rect(160, 18, 56, 68, COLORS.red); // treble side
    for (let x = 96; x < 160; x += 8) c.rect(x, 14 + ((x / 8) % 2), 6, 76, x % 16 === 0 ? COLORS.white : COLORS.dark); // bellows
    for (let row = 0; row < 3; row += 1) for (let i = 0; i < 5; i += 1) c.disc(174 + row * 14, 28 + i * 12 + (row % 2) * 6, 4, COLORS.cream);
    for (let row = 0; row < 2; row += 1) for (let i = 0; i < 4; i += 1) c.disc(56 + row * 14, 32 + i * 14, 3, COLORS.cream);
  },
  guitarra(c: Canvas, body = COLORS.wood, accent = COLORS.darkWood) {
    c.rect(118, 46, 118, 12, accent); // neck
    c.rect(222, 40, 26, 24, accent); // head
    c.ellipse(62, 52, 34, 38, body);
    c.ellipse(104, 52, 28, 30, body);
    c.disc(92, 52, 12, COLORS.black); // sound hole
    c.rect(40, 44, 8, 16, accent); // bridge
    for (let s = 0; s < 6; s += 1) c.line(44, 46 + s * 2.4, 236, 46 + s * 2.4, 1, COLORS.cream);
  },
  caja(c: Canvas) {
    c.rect(80, 30, 96, 56, COLORS.wood);
    for (let x = 84; x < 176; x += 12) c.line(x, 32, x + 6, 84, 2, COLORS.darkWood); // lacing
    c.ellipse(128, 30, 48, 12, COLORS.cream); // skin
    c.ellipse(128, 86, 48, 10, COLORS.darkWood);
    c.disc(108, 24, 7, COLORS.white); // a hand on the skin
  },
  guacharaca(c: Canvas) {
    c.rect(36, 44, 184, 24, COLORS.cane);
    c.disc(36, 56, 12, COLORS.cane);
    c.disc(220, 56, 12, COLORS.cane);
    for (let x = 44; x < 216; x += 6) c.rect(x, 46, 2, 20, COLORS.darkWood); // ridges
    // The trinche: a handle and its wire tines.
    c.rect(150, 12, 40, 10, COLORS.darkWood);
    for (let t = 0; t < 4; t += 1) c.line(152 + t * 10, 22, 140 + t * 10, 40, 1, COLORS.white);
  },
} as const;

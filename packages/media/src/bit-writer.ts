/** An MSB-first bit writer for the H.264 and FLAC bitstreams the demo clips are built from. */
export class BitWriter {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;
  /** Pending bits, the oldest highest; fewer than 8 between calls. */
  private acc = 0;
  private count = 0;

  private push(byte: number) {
    if (this.length === this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length++] = byte;
  }

  /** The low `width` bits of `value` (width ≤ 32). */
  bits(value: number, width: number) {
    if (width > 24) {
      this.bits(Math.floor(value / 0x1000000) & ((1 << (width - 24)) - 1), width - 24);
      this.bits(value & 0xffffff, 24);
      return;
    }
    if (width === 0) return;
    this.acc = (this.acc << width) | (value & ((1 << width) - 1));
    this.count += width;
    while (this.count >= 8) {
      this.count -= 8;
      this.push((this.acc >>> this.count) & 0xff);
    }
    this.acc &= (1 << this.count) - 1;
  }

  bit(value: number) {
    this.bits(value & 1, 1);
  }

  /** `n` zero bits then a one: FLAC's unary code. */
  unary(n: number) {
    let left = n;
    while (left >= 24) {
      this.bits(0, 24);
      left -= 24;
    }
    this.bits(1, left + 1);
  }

  /** Exp-Golomb, unsigned (H.264 ue(v)). */
  ue(value: number) {
    const x = value + 1;
    const length = 31 - Math.clz32(x);
    this.bits(0, length);
    this.bits(x, length + 1);
  }

  /** Exp-Golomb, signed (H.264 se(v)). */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.count === 0;
  }

  alignZero() {
    if (this.count !== 0) this.bits(0, 8 - this.count);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing() {
    this.bit(1);
    this.alignZero();
  }

  raw(values: Uint8Array) {
    if (this.count === 0) for (const v of values) this.push(v);
    else for (const v of values) this.bits(v, 8);
  }

  /** The bytes written so far (the writer must be byte-aligned). */
  done(): Uint8Array {
    if (this.count !== 0) throw new Error("BitWriter: not byte-aligned");
    return this.buffer.slice(0, this.length);
  }
}

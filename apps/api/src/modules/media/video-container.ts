/**
 * Checks an uploaded video as a whole container while it streams past, reading only element
 * headers (a few bytes per box) and skipping bodies, so memory stays constant:
 * - MP4 (ISO BMFF): top-level boxes tile the file exactly — `ftyp` first, `moov` and `mdat`
 *   present, no box running past the end (64-bit `largesize` read; size 0 = "to the end").
 * - WebM (Matroska): the EBML header, then a Segment whose size fits the file (or is
 *   "unknown", as live recorders write it), holding Tracks and at least one Cluster; every
 *   element inside it with a known size must fit too.
 * `finish()` answers the reason the file is damaged, or null when it is whole.
 */
export interface ContainerCheck {
  /** Reads the next bytes; answers a problem as soon as one is certain (the upload can stop there). */
  push(chunk: Buffer): string | null;
  finish(): string | null;
}

interface Parsed {
  /** Bytes of the header itself. */
  headerLength: number;
  /** Bytes of the body, or null for "until the end" (MP4 size 0, EBML unknown size). */
  bodyLength: number | null;
  id: string;
}

const TRUNCATED = "el archivo está incompleto (se cortó antes de terminar)";

/**
 * Walks a sequence of elements: `parse` reads one header from the bytes gathered at the
 * current element's start (null: needs more bytes), `enter` decides whether to descend into
 * the element's body (WebM's Segment) instead of skipping it.
 */
abstract class Walker implements ContainerCheck {
  protected readonly seenIds: string[] = [];
  protected problem: string | null = null;
  /** Bytes received so far. */
  private seen = 0;
  /** Absolute offset of the next element header, or null when walking stopped (an element "to the end"). */
  private next: number | null = 0;
  private header = Buffer.alloc(0);

  protected abstract readonly maxHeader: number;
  protected abstract parse(header: Buffer): Parsed | null | string;
  protected enter(_parsed: Parsed, _start: number): boolean {
    return false;
  }
  protected abstract verdict(totalBytes: number): string | null;

  push(chunk: Buffer): string | null {
    this.walk(chunk);
    return this.problem;
  }

  private walk(chunk: Buffer): void {
    const base = this.seen;
    this.seen += chunk.length;
    while (this.next !== null && this.problem === null) {
      const from = this.next + this.header.length - base;
      if (from >= chunk.length) return;
      const take = chunk.subarray(from, from + this.maxHeader - this.header.length);
      this.header = this.header.length === 0 ? Buffer.from(take) : Buffer.concat([this.header, take]);
      const parsed = this.parse(this.header);
      if (typeof parsed === "string") {
        this.problem = parsed;
        return;
      }
      if (parsed === null) {
        if (this.header.length >= this.maxHeader) this.problem = "un encabezado interno no es válido";
        continue;
      }
      const start = this.next;
      this.seenIds.push(parsed.id);
      this.header = Buffer.alloc(0);
      if (this.enter(parsed, start)) this.next = start + parsed.headerLength;
      else if (parsed.bodyLength === null) this.next = null;
      else this.next = start + parsed.headerLength + parsed.bodyLength;
    }
  }

  finish(): string | null {
    if (this.problem) return this.problem;
    // The last element must end exactly at the end of the file: a header cut short, or a
    // size that promises more bytes than arrived, is a truncated or corrupted file.
    if (this.next !== null && this.next !== this.seen) return TRUNCATED;
    return this.verdict(this.seen);
  }
}

class Mp4Walker extends Walker {
  protected readonly maxHeader = 16;
  private toEnd = false;

  protected parse(header: Buffer): Parsed | null | string {
    if (header.length < 8) return null;
    const size32 = header.readUInt32BE(0);
    const id = header.subarray(4, 8).toString("latin1");
    if (!/^[\x20-\x7e]{4}$/.test(id)) return "una caja del contenedor MP4 no es válida";
    if (size32 === 0) {
      this.toEnd = true;
      return { headerLength: 8, bodyLength: null, id };
    }
    if (size32 === 1) {
      if (header.length < 16) return null;
      const large = header.readBigUInt64BE(8);
      if (large < 16n || large > BigInt(Number.MAX_SAFE_INTEGER)) return `la caja «${id}» declara un tamaño imposible`;
      return { headerLength: 16, bodyLength: Number(large) - 16, id };
    }
    if (size32 < 8) return `la caja «${id}» declara un tamaño imposible`;
    return { headerLength: 8, bodyLength: size32 - 8, id };
  }

  protected verdict(): string | null {
    if (this.seenIds[0] !== "ftyp") return "el archivo MP4 no empieza por la caja «ftyp»";
    if (!this.seenIds.includes("moov")) return this.toEnd ? TRUNCATED : "falta la caja «moov» (la descripción del video)";
    if (!this.seenIds.includes("mdat")) return "falta la caja «mdat» (los datos del video)";
    return null;
  }
}

const EBML_HEADER = "1a45dfa3";
const SEGMENT = "18538067";
const TRACKS = "1654ae6b";
const CLUSTER = "1f43b675";

/** A variable-length EBML integer at `at`: its length and value (`unknown` when every value bit is set). */
function vint(bytes: Buffer, at: number, maxLength: number): { length: number; value: number; unknown: boolean } | null | "bad" {
  if (at >= bytes.length) return null;
  const first = bytes[at]!;
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength) return "bad";
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

class WebmWalker extends Walker {
  protected readonly maxHeader = 12;
  private segmentEnd: number | null | undefined = undefined;
  private unknownInside = false;

  protected parse(header: Buffer): Parsed | null | string {
    const id = vint(header, 0, 4);
    if (id === "bad") return "un elemento del contenedor WebM no es válido";
    if (!id) return null;
    const size = vint(header, id.length, 8);
    if (size === "bad") return "un elemento del contenedor WebM declara un tamaño no válido";
    if (!size) return null;
    const idHex = header.subarray(0, id.length).toString("hex");
    if (!size.unknown && size.value > Number.MAX_SAFE_INTEGER) return "un elemento del contenedor WebM declara un tamaño imposible";
    return { headerLength: id.length + size.length, bodyLength: size.unknown ? null : size.value, id: idHex };
  }

  protected override enter(parsed: Parsed, start: number): boolean {
    if (this.seenIds.length === 1 && parsed.id !== EBML_HEADER) {
      this.problem = "el archivo WebM no empieza por el encabezado EBML";
      return false;
    }
    if (parsed.id === SEGMENT && this.segmentEnd === undefined) {
      this.segmentEnd = parsed.bodyLength === null ? null : start + parsed.headerLength + parsed.bodyLength;
      return true;
    }
    if (this.segmentEnd !== undefined) {
      if (parsed.bodyLength === null) this.unknownInside = true;
      else if (this.segmentEnd !== null && start + parsed.headerLength + parsed.bodyLength > this.segmentEnd) {
        this.problem = "un elemento del video sobrepasa el segmento que lo contiene";
      }
    }
    return false;
  }

  protected verdict(totalBytes: number): string | null {
    if (this.seenIds[0] !== EBML_HEADER) return "el archivo WebM no empieza por el encabezado EBML";
    if (this.segmentEnd === undefined) return "falta el segmento del video (Segment)";
    if (this.segmentEnd !== null && this.segmentEnd > totalBytes) return TRUNCATED;
    if (!this.seenIds.includes(TRACKS)) return "faltan las pistas del video (Tracks)";
    if (!this.seenIds.includes(CLUSTER)) return this.unknownInside ? TRUNCATED : "el video no tiene imágenes (ningún Cluster)";
    return null;
  }
}

export function createContainerCheck(type: "video/mp4" | "video/webm"): ContainerCheck {
  return type === "video/mp4" ? new Mp4Walker() : new WebmWalker();
}

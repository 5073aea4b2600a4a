/**
 * An MP4 (ISO BMFF) writer for the demo clips: one H.264 video track and, optionally, one
 * FLAC audio track (`fLaC` sample entry + `dfLa`), interleaved in chunks of about a second
 * so a browser reading the file progressively gets picture and sound together.
 */
const u8 = (n: number) => Uint8Array.of(n & 0xff);
const u16 = (n: number) => Uint8Array.of((n >> 8) & 0xff, n & 0xff);
const u32 = (n: number) => Uint8Array.of((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
const ascii = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
const zeros = (n: number) => new Uint8Array(n);

export function concat(parts: Uint8Array[]): Uint8Array {
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

export interface VideoTrack {
  width: number;
  height: number;
  /** Media time units per second. */
  timescale: number;
  /** Each sample's duration in `timescale` units (constant frame rate). */
  sampleDuration: number;
  samples: Uint8Array[];
  /** Indexes of the keyframes (IDR pictures). */
  keyframes: number[];
  sps: Uint8Array;
  pps: Uint8Array;
}

export interface AudioTrack {
  sampleRate: number;
  /** FLAC frames and the audio samples each one holds. */
  samples: Uint8Array[];
  durations: number[];
  /** The STREAMINFO metadata block with its header. */
  streamInfo: Uint8Array;
}

/** Runs of equal durations, as `stts` stores them. */
function timeToSample(durations: number[]): Uint8Array[] {
  const runs: [number, number][] = [];
  for (const d of durations) {
    const last = runs.at(-1);
    if (last && last[1] === d) last[0] += 1;
    else runs.push([1, d]);
  }
  return [u32(runs.length), ...runs.flatMap(([count, delta]) => [u32(count), u32(delta)])];
}

function sampleTable(entry: Uint8Array, durations: number[], sizes: number[], chunks: { offset: number; count: number }[], keyframes?: number[]) {
  return box(
    "stbl",
    fullBox("stsd", 0, 0, u32(1), entry),
    fullBox("stts", 0, 0, ...timeToSample(durations)),
    ...(keyframes ? [fullBox("stss", 0, 0, u32(keyframes.length), ...keyframes.map((k) => u32(k + 1)))] : []),
    fullBox("stsc", 0, 0, u32(chunks.length), ...chunks.flatMap((chunk, i) => [u32(i + 1), u32(chunk.count), u32(1)])),
    fullBox("stsz", 0, 0, u32(0), u32(sizes.length), ...sizes.map((s) => u32(s))),
    fullBox("stco", 0, 0, u32(chunks.length), ...chunks.map((chunk) => u32(chunk.offset))),
  );
}

function trak(id: number, kind: "vide" | "soun", timescale: number, mediaDuration: number, movieDurationMs: number, stbl: Uint8Array, size?: [number, number]) {
  const tkhd = fullBox(
    "tkhd",
    0,
    3,
    u32(0),
    u32(0),
    u32(id),
    u32(0),
    u32(movieDurationMs),
    zeros(8),
    u16(0),
    u16(0),
    u16(kind === "soun" ? 0x0100 : 0),
    u16(0),
    MATRIX,
    u32((size?.[0] ?? 0) << 16),
    u32((size?.[1] ?? 0) << 16),
  );
  const header = kind === "vide" ? fullBox("vmhd", 0, 1, zeros(8)) : fullBox("smhd", 0, 0, u16(0), u16(0));
  const minf = box("minf", header, box("dinf", fullBox("dref", 0, 0, u32(1), fullBox("url ", 0, 1))), stbl);
  const mdia = box(
    "mdia",
    fullBox("mdhd", 0, 0, u32(0), u32(0), u32(timescale), u32(mediaDuration), u16(0x15c7 /* "spa" */), u16(0)),
    fullBox("hdlr", 0, 0, u32(0), ascii(kind), zeros(12), ascii(kind === "vide" ? "VideoHandler" : "SoundHandler"), u8(0)),
    minf,
  );
  return box("trak", tkhd, mdia);
}

/** The whole file: `ftyp`, `moov` (before the data, so playback starts at once), `mdat`. */
export function writeMp4(video: VideoTrack, audio?: AudioTrack): Uint8Array {
  const fps = video.timescale / video.sampleDuration;
  // Interleave: a chunk of one second of video, then the audio frames that cover it.
  type Chunk = { track: "v" | "a"; samples: Uint8Array[] };
  const chunks: Chunk[] = [];
  let audioIndex = 0;
  let audioTime = 0;
  for (let first = 0; first < video.samples.length; first += Math.max(1, Math.round(fps))) {
    const last = Math.min(video.samples.length, first + Math.max(1, Math.round(fps)));
    chunks.push({ track: "v", samples: video.samples.slice(first, last) });
    if (!audio) continue;
    const until = (last / fps) * audio.sampleRate;
    const start = audioIndex;
    while (audioIndex < audio.samples.length && (audioTime < until || last === video.samples.length)) {
      audioTime += audio.durations[audioIndex]!;
      audioIndex += 1;
    }
    if (audioIndex > start) chunks.push({ track: "a", samples: audio.samples.slice(start, audioIndex) });
  }
  if (audio && audioIndex < audio.samples.length) chunks.push({ track: "a", samples: audio.samples.slice(audioIndex) });

  const movieDurationMs = Math.round(((video.samples.length * video.sampleDuration) / video.timescale) * 1000);
  const build = (dataStart: number) => {
    let offset = dataStart;
    const placed = chunks.map((chunk) => {
      const at = offset;
      offset += chunk.samples.reduce((sum, s) => sum + s.length, 0);
      return { ...chunk, offset: at, count: chunk.samples.length };
    });
    const avcC = box("avcC", u8(1), u8(66), u8(0xc0), u8(30), u8(0xff), u8(0xe1), u16(video.sps.length), video.sps, u8(1), u16(video.pps.length), video.pps);
    const avc1 = box("avc1", zeros(6), u16(1), zeros(16), u16(video.width), u16(video.height), u32(0x00480000), u32(0x00480000), u32(0), u16(1), zeros(32), u16(0x18), u16(0xffff), avcC);
    const videoChunks = placed.filter((c) => c.track === "v");
    const tracks = [
      trak(
        1,
        "vide",
        video.timescale,
        video.samples.length * video.sampleDuration,
        movieDurationMs,
        sampleTable(avc1, video.samples.map(() => video.sampleDuration), video.samples.map((s) => s.length), videoChunks, video.keyframes),
        [video.width, video.height],
      ),
    ];
    if (audio) {
      const dfLa = fullBox("dfLa", 0, 0, audio.streamInfo);
      const fLaC = box("fLaC", zeros(6), u16(1), zeros(8), u16(1), u16(16), u16(0), u16(0), u32(audio.sampleRate * 65536), dfLa);
      const audioDuration = audio.durations.reduce((a, b) => a + b, 0);
      tracks.push(
        trak(2, "soun", audio.sampleRate, audioDuration, movieDurationMs, sampleTable(fLaC, audio.durations, audio.samples.map((s) => s.length), placed.filter((c) => c.track === "a"))),
      );
    }
    const mvhd = fullBox("mvhd", 0, 0, u32(0), u32(0), u32(1000), u32(movieDurationMs), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(tracks.length + 1));
    return box("moov", mvhd, ...tracks);
  };
  const ftyp = box("ftyp", ascii("isom"), u32(512), ascii("isom"), ascii("iso2"), ascii("avc1"), ascii("mp41"));
  // The sizes of moov do not depend on the offsets it holds: measure once, then write.
  const moov = build(ftyp.length + build(0).length + 8);
  const data = concat(chunks.flatMap((chunk) => chunk.samples));
  return concat([ftyp, moov, u32(data.length + 8), ascii("mdat"), data]);
}

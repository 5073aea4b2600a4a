import { describe, expect, it } from "vitest";
import { formatOfFile, parseSyncText, readScoreFile, syncText } from "@/features/admin/utils/score-source";

describe("score files", () => {
  it("tells the format by the file's name", () => {
    expect(formatOfFile("Cancion.GP5")).toBe("guitar_pro");
    expect(formatOfFile("riff.gp")).toBe("guitar_pro");
    expect(formatOfFile("bajo.musicxml")).toBe("musicxml");
    expect(formatOfFile("bajo.xml")).toBe("musicxml");
    expect(formatOfFile("paseo.tex")).toBe("alphatex");
    expect(formatOfFile("comprimido.mxl")).toBeNull();
    expect(formatOfFile("foto.jpg")).toBeNull();
  });

  it("sends Guitar Pro files as base64 and the rest as text", async () => {
    const binary = new File([new Uint8Array([0, 255, 71, 80])], "a.gp");
    expect(await readScoreFile(binary, "guitar_pro")).toBe("AP9HUA==");
    expect(await readScoreFile(new File(["\\title \"x\""], "a.tex"), "alphatex")).toBe('\\title "x"');
  });
});

describe("sync text", () => {
  it("reads bar and second per line, bars from 1, decimal comma or point", () => {
    expect(parseSyncText("1 0\n\n5 8,25\n9 16.5")).toEqual({
      points: [
        { bar: 0, seconds: 0 },
        { bar: 4, seconds: 8.25 },
        { bar: 8, seconds: 16.5 },
      ],
    });
    expect(syncText([{ bar: 4, seconds: 8.25 }])).toBe("5 8,25");
  });

  it("names the bad line", () => {
    expect(parseSyncText("1 0\ncompás 2")).toEqual({ error: "La línea 2 de la sincronía debe ser «compás segundo», por ejemplo «5 8,25»." });
    expect(parseSyncText("0 1")).toEqual({ error: "La línea 1: los compases se cuentan desde 1." });
  });
});

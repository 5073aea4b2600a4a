import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTakeUploads, TAKE_UPLOADS_PATH, UPLOADER_HEADER } from "./take-uploads";

// The local staging (`@tus/file-store` with large writes): a part cut in the middle keeps what
// reached the disk, the offset says so, and the rest resumes from there to the same bytes.
const directory = mkdtempSync(path.join(os.tmpdir(), "fz-tus-local-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const MB = 1024 * 1024;
const base = `http://localhost${TAKE_UPLOADS_PATH}`;
const headers = (extra: Record<string, string> = {}) => ({ "tus-resumable": "1.0.0", [UPLOADER_HEADER]: "7", ...extra });
const meta = (value: string) => `filetype ${Buffer.from(value).toString("base64")}`;

/** A body that sends `bytes` in 64 KiB pieces, then fails (the connection dropped). */
function cutBody(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.error(new Error("connection reset"));
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + 64 * 1024)));
      at += 64 * 1024;
    },
  });
}

describe("local staging of takes", () => {
  it("a part cut in the middle keeps what reached the disk; the rest resumes from the offset to the same bytes", async () => {
    const uploads = await createTakeUploads({ directory, s3: null });
    const take = randomBytes(12 * MB);
    const created = await uploads.answer(new Request(`${base}/`, { method: "POST", headers: headers({ "upload-length": String(take.length), "upload-metadata": meta("video/webm") }) }));
    expect(created.status).toBe(201);
    const id = created.headers.location!.split("/").at(-1)!;

    const cut = await uploads.answer(
      new Request(`${base}/${id}`, {
        method: "PATCH",
        headers: headers({ "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        body: cutBody(take.subarray(0, 9 * MB)),
        duplex: "half",
      } as RequestInit),
    );
    expect(cut.status).toBeGreaterThanOrEqual(400);
    const head = await uploads.answer(new Request(`${base}/${id}`, { method: "HEAD", headers: headers() }));
    const offset = Number(head.headers["upload-offset"]);
    expect(offset).toBe(statSync(path.join(directory, id)).size);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(9 * MB);
    expect(readFileSync(path.join(directory, id)).equals(take.subarray(0, offset))).toBe(true);
    expect(await uploads.finished(id, 7)).toMatchObject({ ok: false, status: 400 });

    const rest = await uploads.answer(
      new Request(`${base}/${id}`, {
        method: "PATCH",
        headers: headers({ "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }),
        body: take.subarray(offset),
      }),
    );
    expect(rest.status, rest.body).toBe(204);
    expect(rest.headers["upload-offset"]).toBe(String(take.length));
    const finished = await uploads.finished(id, 7);
    expect(finished.ok).toBe(true);
    expect(readFileSync(path.join(directory, id)).equals(take)).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { downloadFile, filenameFromDisposition } from "@/lib/file-transfer";
import { STORAGE_KEYS } from "@/lib/session";
import { tokenExpiringIn } from "@/test/jwt";

function stubDownload(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  const created: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    created.push(blob as Blob);
    return "blob:csv";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
  return { fetchMock, created, clicked };
}

afterEach(() => vi.useRealTimers());

describe("filenameFromDisposition", () => {
  it("reads quoted, plain and RFC 5987 names", () => {
    expect(filenameFromDisposition('attachment; filename="estudiantes-2026-03-01.csv"')).toBe("estudiantes-2026-03-01.csv");
    expect(filenameFromDisposition("attachment; filename=datos.csv")).toBe("datos.csv");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''inscripci%C3%B3n.csv")).toBe("inscripción.csv");
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe("downloadFile (CSV export)", () => {
  it("fetches with the Bearer token and the filters, and saves the file under the API's name", async () => {
    const token = tokenExpiringIn(600);
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    const csv = "\uFEFFid,correo\n4,lucia@fzacademia.com\n";
    const { fetchMock, created, clicked } = stubDownload(
      new Response(csv, { status: 200, headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="estudiantes-2026-03-01.csv"' } }),
    );

    const name = await downloadFile("/api/students/export.csv", {
      query: { q: "lucía", hasAccess: true, country: undefined, registeredFrom: "2026-01-01" },
      fallbackName: "estudiantes.csv",
    });

    expect(name).toBe("estudiantes-2026-03-01.csv");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/students/export.csv?q=luc%C3%ADa&has_access=true&registered_from=2026-01-01");
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(await created[0]!.text()).toContain("lucia@fzacademia.com");
    expect(clicked).toEqual([{ href: "blob:csv", download: "estudiantes-2026-03-01.csv" }]);
  });

  it("uses the fallback name when the API gives none", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600));
    const { clicked } = stubDownload(new Response("a,b\n", { status: 200, headers: { "content-type": "text/csv" } }));
    await downloadFile("/api/students/export.csv", { fallbackName: "estudiantes.csv" });
    expect(clicked[0]?.download).toBe("estudiantes.csv");
  });

  it("fails with the API's Spanish errors and saves nothing", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600));
    const { clicked } = stubDownload(
      new Response(JSON.stringify({ errors: ["No tienes permiso para realizar esta acción."], code: "forbidden" }), {
        status: 403,
        headers: { "content-type": "application/json" },
      }),
    );
    const failure = await downloadFile("/api/students/export.csv", { fallbackName: "x.csv" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).body).toEqual({ errors: ["No tienes permiso para realizar esta acción."], code: "forbidden" });
    expect(clicked).toEqual([]);
  });
});

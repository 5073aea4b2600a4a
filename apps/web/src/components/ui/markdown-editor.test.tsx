import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MarkdownEditor, PREVIEW_DELAY_MS } from "@/components/ui/markdown-editor";
import { stubFetch } from "@/test/fetch";

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Contenido" value={value} onChange={setValue} />;
}

const RAW = '<script>alert(1)</script>\n\n<iframe src="https://evil.example/"></iframe>\n\n<b>hola</b>';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS + 10);
  });
}

describe("MarkdownEditor preview", () => {
  it("shows the API's sanitised HTML for raw HTML, not a client rendering of it", async () => {
    // The API's renderer drops the script and the frame and keeps <b>.
    const { calls } = stubFetch({ status: 200, body: { body_html: "<p><b>hola</b></p>" } });
    render(<Harness initial={RAW} />);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/api\/admin\/markdown-preview\/$/);
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.body).toEqual({ body_markdown: RAW });
    const preview = screen.getByTestId("markdown-preview");
    expect(preview.innerHTML).toBe("<p><b>hola</b></p>");
    expect(preview.querySelector("script, iframe")).toBeNull();
  });

  it("asks once after a pause in typing, not on every keystroke", async () => {
    const { calls } = stubFetch({ status: 200, body: { body_html: "<p>abc</p>" } });
    const view = render(<MarkdownEditor label="Contenido" value="a" onChange={() => {}} />);
    view.rerender(<MarkdownEditor label="Contenido" value="ab" onChange={() => {}} />);
    view.rerender(<MarkdownEditor label="Contenido" value="abc" onChange={() => {}} />);
    await settle();
    expect(calls.map((call) => call.body)).toEqual([{ body_markdown: "abc" }]);
  });

  it("says so in Spanish when the preview cannot be rendered", async () => {
    stubFetch("network-error");
    render(<Harness initial="**hola**" />);
    await settle();
    expect(screen.getByRole("status").textContent).toMatch(/No se pudo generar la vista previa/);
  });
});

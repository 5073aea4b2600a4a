import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/profesor/revisiones/9",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { OpenTopicForm } = await import("@/components/connected/open-topic-form");
const { renderWithStore } = await import("@/test/render");

describe("opening a topic for a student", () => {
  it("asks for the topic and the reason, then sends them to the teacher's endpoint", async () => {
    const requests: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        requests.push({ url, method: init.method ?? "GET", body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
        const body = url.includes("/temary/")
          ? { count: 2, next: null, previous: null, results: [{ id: 11, title: "El paseo" }, { id: 12, title: "El merengue" }] }
          : { id: 1, user_id: 7, level_id: 3, theme_id: 12, reason: "Ya lo toca en clase", created_at: "2026-11-29T10:00:00.000Z" };
        return new Response(JSON.stringify(body), { status: url.includes("/temary/") ? 200 : 201, headers: { "content-type": "application/json" } });
      }),
    );
    const onDone = vi.fn();
    renderWithStore(<OpenTopicForm studentId={7} studentName="Camila Gutiérrez" as="teacher" levels={[{ id: 3, label: "Básico" }]} onDone={onDone} />);
    await screen.findByRole("option", { name: "El merengue" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Abrir para el estudiante" })));
    expect(screen.getByText("Elige el tema, o todo el nivel.")).toBeTruthy();
    expect(screen.getByText(/Escribe el motivo \(al menos 3 caracteres\)/)).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Qué abrir"), { target: { value: "12" } });
    fireEvent.change(screen.getByLabelText("Motivo"), { target: { value: "Ya lo toca en clase" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Abrir para el estudiante" })));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests.find((r) => r.method === "POST")).toMatchObject({
      url: expect.stringContaining("/api/teacher/students/7/unlocks/"),
      body: { level_id: 3, theme_id: 12, reason: "Ya lo toca en clase" },
    });
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { catalogueApi } from "@/features/admin/api/catalogue-api";
import { api } from "@/store/api";
import { routeFetch } from "@/test/fetch";

vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/catalogo/temas/7",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toasts", () => ({ toast: { success: toastSuccess, error: vi.fn(), info: vi.fn() } }));

const { EditTopicPage } = await import("@/features/admin/components/catalogue/topic-form-page");
const { renderWithStore } = await import("@/test/render");

const wireTopic = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  level_id: 2,
  slug: "calentamiento",
  title: "Calentamiento",
  summary: "Antes de tocar.",
  body: "",
  position: 3,
  is_free_preview: false,
  video: null,
  duration_seconds: null,
  practice_preset: { air: "paseo", tempo_bpm: 90, bars: 8 },
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const wireLevel = {
  id: 2,
  course: { id: 1, slug: "acordeon", title: "Acordeón vallenato" },
  slug: "basico",
  title: "Básico",
  description: "",
  position: 1,
  is_special: false,
  image: null,
  is_published: true,
  topics_count: 3,
  exercises_count: 0,
  prices: [],
  missing_prices: [],
  version: "v1",
  created_at: "2026-01-01T00:00:00.000Z",
};

/** The API as the form meets it: the topic and its level, and what a save answers. */
function stubApi() {
  let topic = wireTopic();
  const { writes } = routeFetch(({ method, url, body }) => {
    if (method === "PATCH") topic = { ...topic, ...(body as object) };
    if (url.startsWith("/api/admin/themes/7/")) return { body: topic };
    if (method === "GET" && url.startsWith("/api/admin/levels/2/")) return { body: wireLevel };
    return undefined;
  });
  return () => writes.map(({ method, url, body }) => ({ method, url, body }));
}

describe("the topic form", () => {
  it("refused: focus on the first invalid field, every message announced, nothing sent", async () => {
    const writes = stubApi();
    HTMLElement.prototype.scrollIntoView = vi.fn();
    renderWithStore(<EditTopicPage themeId={7} />);
    const title = await screen.findByLabelText("Título");
    fireEvent.change(title, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Tempo (BPM)"), { target: { value: "10000" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar tema" }));

    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Revisa 2 campos: El título es obligatorio. El tempo no puede pasar de 240 pulsos por minuto."));
    const tempo = screen.getByLabelText("Tempo (BPM)");
    expect(tempo.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(tempo.getAttribute("aria-describedby")!)?.textContent).toBe("El tempo no puede pasar de 240 pulsos por minuto");
    expect(writes()).toEqual([]);

    // Once the title is back, the tempo is the first field to fix.
    fireEvent.change(title, { target: { value: "Calentamiento" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar tema" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Tempo (BPM)")));
  });

  it("saves through the endpoint, and what showed the level's topics is read again", async () => {
    const writes = stubApi();
    const { store } = renderWithStore(<EditTopicPage themeId={7} />);
    // The level page read its topics before; the save must not leave that list stale.
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: "adminTopics", arg: 2, value: { count: 0, next: null, previous: null, results: [] } }] as never));
    expect(catalogueApi.endpoints.adminTopics.select(2)(store.getState()).data).toBeDefined();

    fireEvent.change(await screen.findByLabelText("Compases"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Vista previa gratis" }));
    fireEvent.click(screen.getByRole("button", { name: "Guardar tema" }));

    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Tema guardado"));
    expect(writes()).toEqual([
      {
        method: "PATCH",
        url: "/api/admin/themes/7/",
        body: {
          title: "Calentamiento",
          summary: "Antes de tocar.",
          body: "",
          is_free_preview: true,
          video: null,
          duration_seconds: null,
          practice_preset: { air: "paseo", tempo_bpm: 90, bars: 12 },
        },
      },
    ]);
    expect(catalogueApi.endpoints.adminTopics.select(2)(store.getState()).data).toBeUndefined();
    expect((screen.getByLabelText("Compases") as HTMLInputElement).value).toBe("12");
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wireAdminPostDetail } from "@/test/blog-factories";
import { routeFetch } from "@/test/fetch";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/admin/blog/nuevo", useRouter: () => router }));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toasts", () => ({ toast: { success: toastSuccess, error: vi.fn(), info: vi.fn() } }));

const { AdminPostForm } = await import("@/features/blog/components/admin-post-form");
const { renderWithStore } = await import("@/test/render");

const consejos = { id: 4, name: "Consejos de práctica", slug: "consejos-de-practica", post_count: 2 };
const wireSaved = wireAdminPostDetail(31, { slug: "escalas", title: "Escalas", excerpt: "" });
const wirePublished = { ...wireSaved, status: "published", published_at: "2026-01-02T00:00:00.000Z" };

/** The post endpoints: what is written is answered as the saved post; the preview renders nothing. */
function stubPosts() {
  const { writes } = routeFetch(({ method, url, body }) => {
    if (url.startsWith("/api/admin/markdown-preview/")) return { body: { body_html: "" } };
    if (method === "GET" && url.startsWith("/api/blog/categories/")) return { body: { count: 1, next: null, previous: null, results: [consejos] } };
    if (method === "GET" && url === "/api/blog/posts/31/") return { body: wirePublished };
    if (method === "POST" || method === "PATCH") return { status: method === "POST" ? 201 : 200, body: { ...wireSaved, ...(body as object), categories: [] } };
    return undefined;
  });
  // The preview is asked for as the body is typed: not a write of the post.
  return () => writes.filter((write) => write.url.startsWith("/api/blog/")).map(({ method, url, body }) => ({ method, url, body: body as Record<string, unknown> }));
}

describe("the post editor", () => {
  beforeEach(() => {
    toastSuccess.mockReset();
    router.replace.mockReset();
  });

  it("a new post published without title or body: focus on the title, both messages announced, nothing sent", async () => {
    const writes = stubPosts();
    HTMLElement.prototype.scrollIntoView = vi.fn();
    renderWithStore(<AdminPostForm postId={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Publicar" }));

    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Título")));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Revisa 2 campos: El título es obligatorio. El contenido es obligatorio."));
    expect(screen.getByRole("textbox", { name: "Contenido" }).getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);
  });

  it("creates a draft with the chosen categories and opens its page", async () => {
    const writes = stubPosts();
    renderWithStore(<AdminPostForm postId={null} />);
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: " Escalas " } });
    fireEvent.change(screen.getByRole("textbox", { name: "Contenido" }), { target: { value: "Texto" } });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Consejos de práctica" }));
    fireEvent.click(screen.getByRole("button", { name: "Guardar borrador" }));

    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Borrador guardado"));
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/blog/posts/",
        body: { title: "Escalas", excerpt: "", body_markdown: "Texto", cover_image_url: null, category_ids: [4], status: "draft" },
      },
    ]);
    expect(router.replace).toHaveBeenCalledWith("/admin/blog/31");
  });

  it("an edited post: “Guardar cambios” keeps its status, “Despublicar” sends it back to draft, the slug only when changed", async () => {
    const writes = stubPosts();
    renderWithStore(<AdminPostForm postId={31} />);

    fireEvent.click(await screen.findByRole("button", { name: "Guardar cambios" }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Cambios publicados"));
    expect(writes()[0]).toMatchObject({ method: "PATCH", url: "/api/blog/posts/31/", body: { status: "published" } });
    expect(writes()[0]!.body).not.toHaveProperty("slug");

    fireEvent.change(screen.getByLabelText("Slug (dirección)"), { target: { value: "escalas-mayores" } });
    fireEvent.click(screen.getByRole("button", { name: "Despublicar" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toMatchObject({ status: "draft", slug: "escalas-mayores" });
  });
});

/** Blog posts as the admin API sends them (snake_case wire shape), with realistic defaults. */
export function wireAdminPost(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `entrada-${id}`,
    title: `Entrada ${id}`,
    excerpt: "Resumen",
    cover_image_url: null,
    status: "draft",
    published_at: null,
    reading_time_minutes: 1,
    categories: [],
    author: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** One post as the editor reads it: the summary plus its Markdown and HTML. */
export function wireAdminPostDetail(id: number, overrides: Record<string, unknown> = {}) {
  return { ...wireAdminPost(id), body_markdown: "Texto", body_html: "<p>Texto</p>", ...overrides };
}

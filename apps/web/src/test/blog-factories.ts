import type { AdminPostDetail, AdminPostItem, BlogCategory } from "@/store/slices/blog-slice";

/** Blog records in client (camelCase) shape, with realistic defaults. */
export function category(overrides: Partial<BlogCategory> & { id: number }): BlogCategory {
  return { name: `Categoría ${overrides.id}`, slug: `categoria-${overrides.id}`, postCount: 0, ...overrides };
}

export function adminPostItem(overrides: Partial<AdminPostItem> & { id: number }): AdminPostItem {
  return {
    slug: `entrada-${overrides.id}`,
    title: `Entrada ${overrides.id}`,
    excerpt: "Un resumen corto de la entrada.",
    coverImageUrl: null,
    status: "draft",
    publishedAt: null,
    readingTimeMinutes: 1,
    categories: [],
    author: { id: 1, firstName: "Fabián", lastName: "Zuleta" },
    createdAt: "2026-01-10T10:00:00.000Z",
    updatedAt: "2026-01-10T10:00:00.000Z",
    ...overrides,
  };
}

export function adminPostDetail(overrides: Partial<AdminPostDetail> & { id: number }): AdminPostDetail {
  return { ...adminPostItem(overrides), bodyMarkdown: "Texto de la entrada.", bodyHtml: "<p>Texto de la entrada.</p>", ...overrides };
}

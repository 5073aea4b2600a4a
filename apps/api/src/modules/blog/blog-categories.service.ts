import type { BlogCategory, BlogCategoryWrite } from "@fz/contracts/blog";
import type { Database } from "@fz/db/client";
import type { AuditService } from "../audit/audit.service";
import { fieldRefused, isUniqueViolation, notFound } from "../../lib/errors";
import { toCategory } from "./blog.mappers";
import * as repo from "./blog.repository";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import { slugify } from "./blog.slug";

const CATEGORY_NOT_FOUND = "La categoría no existe.";

/** Pages showing a category: the blog list, the category's page, its posts' pages, the sitemap. */
function categoryPaths(categorySlugs: string[], postSlugs: string[]): string[] {
  return [
    "/blog",
    ...categorySlugs.map((slug) => `/blog/categoria/${slug}`),
    ...postSlugs.map((slug) => `/blog/${slug}`),
    "/sitemap.xml",
  ];
}

export interface BlogCategoriesDeps {
  db: Database;
  revalidate: RevalidateWebPaths;
  /** Every back-office change is audited, in the transaction of the change. */
  audit: Pick<AuditService, "record">;
}

/** The blog's categories: written in the back office (audited, their pages refreshed), listed with their posts' count. */
export interface BlogCategoriesService {
  /** Every category with its count of posts (`publishedOnly`: of published posts, as the public sees them). */
  listCategories(publishedOnly: boolean, limit: number, offset: number): Promise<{ total: number; items: BlogCategory[] }>;
  getCategory(id: number): Promise<BlogCategory>;
  createCategory(input: BlogCategoryWrite, actorId: number): Promise<BlogCategory>;
  replaceCategory(id: number, input: BlogCategoryWrite, actorId: number): Promise<BlogCategory>;
  deleteCategory(id: number, actorId: number): Promise<void>;
}

export function createBlogCategoriesService({ db, revalidate, audit }: BlogCategoriesDeps): BlogCategoriesService {
  async function writeCategory(input: BlogCategoryWrite, actorId: number, id?: number): Promise<BlogCategory> {
    const slug = input.slug ?? slugify(input.name, "categoria");
    const taken = () =>
      input.slug
        ? fieldRefused("slug", `Ya existe una categoría con el slug «${slug}».`)
        : fieldRefused("name", `Ya existe una categoría con un nombre equivalente («${slug}»).`);
    if (id === undefined) {
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertCategory(tx, { name: input.name, slug });
        if (!inserted) throw taken();
        await audit.record(tx, { actorId, action: "blog_category.create", entity: "blog_category", entityId: inserted.id, after: { name: inserted.name, slug: inserted.slug } });
        return inserted;
      });
      await revalidate(["/blog"]);
      return toCategory({ category: row, postCount: 0 });
    }
    const { before, postSlugs } = await db.transaction(async (tx) => {
      const before = await repo.findCategoryForUpdate(tx, id);
      if (!before) throw notFound(CATEGORY_NOT_FOUND);
      if (await repo.categorySlugTaken(tx, slug, id)) throw taken();
      try {
        await repo.updateCategory(tx, id, { name: input.name, slug });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      await audit.record(tx, {
        actorId,
        action: "blog_category.update",
        entity: "blog_category",
        entityId: id,
        before: { name: before.name, slug: before.slug },
        after: { name: input.name, slug },
      });
      return { before, postSlugs: await repo.publishedSlugsInCategory(tx, id) };
    });
    await revalidate(categoryPaths([before.slug, slug], postSlugs));
    const row = await repo.findCategory(db, id);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return toCategory(row);
  }

  return {
    async listCategories(publishedOnly: boolean, limit: number, offset: number) {
      const { rows, total } = await repo.listCategories(db, publishedOnly, limit, offset);
      return { total, items: rows.map(toCategory) };
    },

    async getCategory(id: number): Promise<BlogCategory> {
      const row = await repo.findCategory(db, id);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return toCategory(row);
    },

    createCategory: (input: BlogCategoryWrite, actorId: number) => writeCategory(input, actorId),
    replaceCategory: (id: number, input: BlogCategoryWrite, actorId: number) => writeCategory(input, actorId, id),

    async deleteCategory(id: number, actorId: number): Promise<void> {
      const { category, postSlugs } = await db.transaction(async (tx) => {
        const category = await repo.findCategoryForUpdate(tx, id);
        if (!category) throw notFound(CATEGORY_NOT_FOUND);
        const postSlugs = await repo.publishedSlugsInCategory(tx, id);
        await repo.deleteCategory(tx, id);
        await audit.record(tx, { actorId, action: "blog_category.delete", entity: "blog_category", entityId: id, before: { name: category.name, slug: category.slug } });
        return { category, postSlugs };
      });
      await revalidate(categoryPaths([category.slug], postSlugs));
    },
  };
}

import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { courses, levels, prices, products, videos } from "@fz/db/schema";

type Executor = Database | Tx;
export type ProductKind = (typeof products.$inferSelect)["kind"];
export type PriceRow = typeof prices.$inferSelect;

const productCourseId = sql`coalesce(${products.courseId}, ${levels.courseId}, ${videos.courseId})`;

/**
 * Only products that can be sold now: active, with at least one price (a plan the shop cannot
 * charge for is never offered), with a published target in a published course.
 */
const sellable = and(
  eq(products.isActive, true),
  sql`exists (select 1 from ${prices} where ${prices.productId} = ${products.id})`,
  or(isNull(products.levelId), eq(levels.isPublished, true)),
  or(isNull(products.videoId), eq(videos.isPublished, true)),
  or(isNull(courses.id), eq(courses.isPublished, true)),
);

const productColumns = {
  product: products,
  onSale: sql<boolean>`coalesce((${sellable}), false)`.mapWith(Boolean),
  level: { id: levels.id, slug: levels.slug, title: levels.title },
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  video: { id: videos.id, slug: videos.slug, title: videos.title },
};

function productQuery(db: Executor) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(levels, eq(levels.id, products.levelId))
    .leftJoin(videos, eq(videos.id, products.videoId))
    .leftJoin(courses, eq(courses.id, productCourseId));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>["execute"]>>[number];

export interface ProductFilter {
  kind?: ProductKind;
  levelId?: number;
  courseId?: number;
  videoId?: number;
}

function filterWhere(filter: ProductFilter): SQL | undefined {
  return and(
    sellable,
    filter.kind ? eq(products.kind, filter.kind) : undefined,
    filter.levelId !== undefined ? eq(products.levelId, filter.levelId) : undefined,
    filter.courseId !== undefined ? sql`${productCourseId} = ${filter.courseId}` : undefined,
    filter.videoId !== undefined ? eq(products.videoId, filter.videoId) : undefined,
  );
}

const productOrder = [
  sql`${courses.position} asc nulls last`,
  asc(products.kind),
  sql`${levels.position} asc nulls last`,
  sql`${products.months} asc nulls last`,
  sql`${videos.position} asc nulls last`,
  asc(products.id),
];

export async function listProducts(db: Executor, filter: ProductFilter, limit: number, offset: number) {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    productQuery(db).where(where).orderBy(...productOrder).limit(limit).offset(offset),
    db
      .select({ value: count() })
      .from(products)
      .leftJoin(levels, eq(levels.id, products.levelId))
      .leftJoin(videos, eq(videos.id, products.videoId))
      .leftJoin(courses, eq(courses.id, productCourseId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A product by id; `onlySellable` leaves out withdrawn products and unpublished content. */
export async function findProduct(db: Executor, id: number, onlySellable = true): Promise<ProductRow | undefined> {
  const [row] = await productQuery(db).where(and(eq(products.id, id), onlySellable ? sellable : undefined));
  return row;
}

export async function findProductsByIds(db: Executor, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return productQuery(db).where(inArray(products.id, ids));
}

/** The sellable product for a target and duration (what the register modal describes). */
export async function findProductFor(
  db: Executor,
  target: { kind: "level"; levelId: number; months: number } | { kind: "purchase_all"; courseId: number; months: number } | { kind: "tutorial"; videoId: number },
): Promise<ProductRow | undefined> {
  const match =
    target.kind === "level"
      ? and(eq(products.levelId, target.levelId), eq(products.months, target.months))
      : target.kind === "purchase_all"
        ? and(eq(products.courseId, target.courseId), eq(products.months, target.months))
        : eq(products.videoId, target.videoId);
  const [row] = await productQuery(db).where(and(sellable, eq(products.kind, target.kind), match));
  return row;
}

export async function pricesOf(db: Executor, productIds: number[]): Promise<PriceRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(prices).where(inArray(prices.productId, productIds)).orderBy(asc(prices.productId), asc(prices.currency));
}

/** Sellable subscription products of these levels (level prices on the catalogue). */
export async function levelProducts(db: Executor, levelIds: number[]): Promise<ProductRow[]> {
  if (levelIds.length === 0) return [];
  return productQuery(db)
    .where(and(sellable, eq(products.kind, "level"), inArray(products.levelId, levelIds)))
    .orderBy(asc(products.months), asc(products.id));
}

export async function videoProducts(db: Executor, videoIds: number[]): Promise<ProductRow[]> {
  if (videoIds.length === 0) return [];
  return productQuery(db).where(and(sellable, eq(products.kind, "tutorial"), inArray(products.videoId, videoIds)));
}

export async function purchaseAllProducts(db: Executor, courseId: number): Promise<ProductRow[]> {
  return productQuery(db)
    .where(and(sellable, eq(products.kind, "purchase_all"), eq(products.courseId, courseId)))
    .orderBy(asc(products.months));
}

// Administrators' price management (the back office): products of any state, created on first use.

export type PriceTarget = { kind: "level"; levelId: number; months: number } | { kind: "purchase_all"; courseId: number; months: number } | { kind: "tutorial"; videoId: number };

function targetMatch(target: PriceTarget) {
  return target.kind === "level"
    ? and(eq(products.kind, "level"), eq(products.levelId, target.levelId), eq(products.months, target.months))
    : target.kind === "purchase_all"
      ? and(eq(products.kind, "purchase_all"), eq(products.courseId, target.courseId), eq(products.months, target.months))
      : and(eq(products.kind, "tutorial"), eq(products.videoId, target.videoId));
}

/** The product of a target and duration, inserted if missing (the partial unique indexes keep it single). */
export async function ensureProduct(tx: Tx, target: PriceTarget): Promise<number> {
  const values =
    target.kind === "level"
      ? { kind: target.kind, levelId: target.levelId, months: target.months }
      : target.kind === "purchase_all"
        ? { kind: target.kind, courseId: target.courseId, months: target.months }
        : { kind: target.kind, videoId: target.videoId, months: null };
  await tx.insert(products).values(values).onConflictDoNothing();
  const [row] = await tx.select({ id: products.id }).from(products).where(targetMatch(target));
  return row!.id;
}

export async function upsertPrice(tx: Tx, productId: number, currency: string, amountMinor: number): Promise<void> {
  const now = new Date();
  await tx
    .insert(prices)
    .values({ productId, currency, amountMinor, updatedAt: now })
    .onConflictDoUpdate({ target: [prices.productId, prices.currency], set: { amountMinor, updatedAt: now } });
  await tx.update(products).set({ isActive: true }).where(eq(products.id, productId));
}

export async function deletePrice(tx: Tx, target: PriceTarget, currency: string): Promise<void> {
  const [row] = await tx.select({ id: products.id }).from(products).where(targetMatch(target));
  if (row) await tx.delete(prices).where(and(eq(prices.productId, row.id), eq(prices.currency, currency)));
}

/** Every product (active or not) of these levels, courses (purchase-all) or videos, with its prices. */
export async function productsOfTargets(db: Executor, kind: ProductKind, targetIds: number[]) {
  if (targetIds.length === 0) return [];
  const column = kind === "level" ? products.levelId : kind === "purchase_all" ? products.courseId : products.videoId;
  return db
    .select({ productId: products.id, targetId: column, months: products.months, isActive: products.isActive, currency: prices.currency, amountMinor: prices.amountMinor })
    .from(products)
    .innerJoin(prices, eq(prices.productId, products.id))
    .where(and(eq(products.kind, kind), inArray(column, targetIds)))
    .orderBy(sql`${products.months} asc nulls first`, asc(prices.currency));
}

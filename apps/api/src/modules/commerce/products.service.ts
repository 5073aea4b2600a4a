import type { AdminPrice } from "@fz/contracts/admin/catalogue";
import type { Price } from "@fz/contracts/catalogue";
import type { AddToCartRequest, Currency, Product, ProductsQuery, PurchaseAll, PurchaseAllQuery } from "@fz/contracts/commerce";
import { CURRENCIES } from "@fz/contracts/commerce";
import type { Database, Tx } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { PublicCache } from "../../lib/public-cache";
import type { AccessService, Viewer } from "../access/access.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { PriceLookup } from "../catalogue/catalogue.service";
import { isCurrency, minorToDecimal, toMoney } from "./money";
import * as repo from "./products.repository";

export type ProductRow = repo.ProductRow;

export function monthsLabel(months: number | null): string {
  if (months === null) return "Tutorial";
  return months === 1 ? "1 mes" : `${months} meses`;
}

/** "Acordeón vallenato · Nivel Básico — 4 meses", "Tutorial: «La gota fría» en acordeón". */
export function describeProduct(row: ProductRow): string {
  const { product, level, course, video } = row;
  const label = monthsLabel(product.months);
  if (product.kind === "tutorial") return `Tutorial: ${video?.title ?? "tutorial"}`;
  if (product.kind === "purchase_all") return `${course?.title ?? "Curso"} · Todos los niveles — ${label}`;
  const levelTitle = level ? (/^nivel\b/i.test(level.title) ? level.title : `Nivel ${level.title}`) : "Nivel";
  return course ? `${course.title} · ${levelTitle} — ${label}` : `${levelTitle} — ${label}`;
}

/** The slug of what the product opens: a level, a course (purchase-all) or a tutorial. */
export function targetOf(row: ProductRow): { id: number; slug: string } | null {
  const { product, level, course, video } = row;
  if (product.kind === "level") return level ? { id: level.id, slug: level.slug } : null;
  if (product.kind === "purchase_all") return course ? { id: course.id, slug: course.slug } : null;
  return video ? { id: video.id, slug: video.slug } : null;
}

/** Prices of the currencies on sale, COP first. */
function sold(priceRows: repo.PriceRow[]) {
  return priceRows
    .filter((p): p is repo.PriceRow & { currency: Currency } => isCurrency(p.currency))
    .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

function groupPrices(priceRows: repo.PriceRow[]): Map<number, repo.PriceRow[]> {
  const byProduct = new Map<number, repo.PriceRow[]>();
  for (const p of priceRows) byProduct.set(p.productId, [...(byProduct.get(p.productId) ?? []), p]);
  return byProduct;
}

export function toProduct(row: ProductRow, priceRows: repo.PriceRow[]): Product {
  return {
    id: row.product.id,
    kind: row.product.kind,
    months: row.product.months,
    label: monthsLabel(row.product.months),
    description: describeProduct(row),
    level: row.level,
    course: row.course,
    video: row.video,
    prices: sold(priceRows).map((p) => toMoney(p.amountMinor, p.currency)),
  };
}

export interface ProductsDeps {
  db: Database;
  /** What the viewer already has (purchase-all says whether the course is open). */
  access: Pick<AccessService, "accessSet">;
  /** What the catalogue published: the shop sells nothing else. */
  catalogue: Pick<CatalogueLookupsService, "publishedCourse" | "publishedLevel" | "publishedVideo" | "publishedLevelsOf">;
  /**
   * Where what a cart request names is kept with its prices (the public cache's values, scope
   * `catalogue`: cleared by every catalogue and price write); without it, read every time.
   */
  cache?: PublicCache;
}

/** A product on sale and its prices, as a cart add reads them. */
export interface ProductForCart {
  row: ProductRow;
  prices: repo.PriceRow[];
}

/** Products and prices: what the shop sells, how the catalogue shows prices, purchase-all offers. */
export interface ProductsService {
  /** The products of these rows with their prices on sale. */
  withPrices(rows: ProductRow[]): Promise<Product[]>;
  listProducts(query: ProductsQuery, limit: number, offset: number): Promise<{ total: number; items: Product[] }>;
  getProduct(id: number): Promise<Product>;
  /** Plugged into the catalogue so level and tutorial pages show what they cost. */
  prices: PriceLookup;
  /** What purchase-all of a course opens and costs (per duration and currency), and what it saves. */
  purchaseAll(viewer: Viewer | null, query: PurchaseAllQuery): Promise<PurchaseAll>;
  /**
   * The product a cart request names (a product id, or a kind with its target and months) with
   * its prices: public data, remembered until the catalogue changes (decision 059).
   */
  forCart(request: AddToCartRequest): Promise<ProductForCart>;
  /**
   * Administrators: sets (or with null removes) the price of a target's product in one
   * currency, creating the product on first use, inside the caller's transaction.
   */
  setPrice(target: repo.PriceTarget, currency: Currency, amountMinor: number | null, tx: Tx): Promise<void>;
  /** Administrators: every price of these levels, courses (purchase-all) or tutorials, on sale or not, by target id. */
  pricesOfTargets(kind: repo.ProductKind, targetIds: number[]): Promise<Map<number, AdminPrice[]>>;
}

export function createProductsService({ db, access, catalogue, cache }: ProductsDeps): ProductsService {
  async function withPrices(rows: ProductRow[]): Promise<Product[]> {
    const byProduct = groupPrices(await repo.pricesOf(db, rows.map((r) => r.product.id)));
    return rows.map((r) => toProduct(r, byProduct.get(r.product.id) ?? []));
  }

  async function courseOf(key: string) {
    const course = await catalogue.publishedCourse(key);
    if (!course) throw notFound("El curso no existe.");
    return course;
  }

  async function levelOf(key: string) {
    const level = await catalogue.publishedLevel(key);
    if (!level) throw notFound("El nivel no existe.");
    return level;
  }

  /** Catalogue prices (the `prices` of a level or a tutorial), in the catalogue's shape. */
  async function cataloguePrices(rows: ProductRow[], keyOf: (row: ProductRow) => number | null) {
    const byProduct = groupPrices(await repo.pricesOf(db, rows.map((r) => r.product.id)));
    const result = new Map<number, Price[]>();
    for (const row of rows) {
      const key = keyOf(row);
      if (key === null) continue;
      const entries = sold(byProduct.get(row.product.id) ?? []).map((p) => ({
        product_id: row.product.id,
        label: monthsLabel(row.product.months),
        months: row.product.months,
        amount: minorToDecimal(p.amountMinor, p.currency),
        currency: p.currency,
      }));
      result.set(key, [...(result.get(key) ?? []), ...entries]);
    }
    return result;
  }

  /** The product a cart request names: a product id, or a kind with its target and months. */
  async function resolve(request: AddToCartRequest): Promise<ProductRow> {
    if (request.product_id !== undefined) {
      const row = await repo.findProduct(db, request.product_id);
      if (!row) throw notFound("Ese producto no está a la venta.");
      return row;
    }
    const kind = request.kind;
    if (!kind) throw badRequest("Indica el producto (product_id) o qué quieres comprar (kind).");
    let row: ProductRow | undefined;
    if (kind === "tutorial") {
      if (request.video_id === undefined) throw badRequest("Indica el tutorial (video_id).");
      const video = await catalogue.publishedVideo(request.video_id);
      if (!video) throw notFound("El tutorial no existe.");
      row = await repo.findProductFor(db, { kind, videoId: video.id });
    } else {
      if (request.months === undefined) throw badRequest("Indica la duración: 1, 4 o 12 meses.");
      const levelKey = request.level_id !== undefined ? String(request.level_id) : request.level_slug;
      if (kind === "level") {
        if (levelKey === undefined) throw badRequest("Indica el nivel (level_slug o level_id).");
        const level = await levelOf(levelKey);
        row = await repo.findProductFor(db, { kind, levelId: level.id, months: request.months });
      } else {
        const courseKey = request.course_id !== undefined ? String(request.course_id) : request.course_slug;
        let courseId: number;
        if (courseKey !== undefined) courseId = (await courseOf(courseKey)).id;
        else if (levelKey !== undefined) courseId = (await levelOf(levelKey)).courseId;
        else throw badRequest("Indica el curso (course_slug o course_id) o uno de sus niveles.");
        row = await repo.findProductFor(db, { kind, courseId, months: request.months });
      }
    }
    if (!row) throw notFound("Ese producto no está a la venta.");
    return row;
  }

  return {
    withPrices,

    async listProducts(query: ProductsQuery, limit: number, offset: number) {
      const filter: repo.ProductFilter = { kind: query.kind, videoId: query.video };
      if (query.level !== undefined) filter.levelId = (await levelOf(query.level)).id;
      if (query.course !== undefined) filter.courseId = (await courseOf(query.course)).id;
      const { rows, total } = await repo.listProducts(db, filter, limit, offset);
      return { total, items: await withPrices(rows) };
    },

    async getProduct(id: number): Promise<Product> {
      const row = await repo.findProduct(db, id);
      if (!row) throw notFound("Ese producto no está a la venta.");
      const [product] = await withPrices([row]);
      return product!;
    },

    prices: {
      levelPrices: async (levelIds: number[]) => cataloguePrices(await repo.levelProducts(db, levelIds), (r) => r.level?.id ?? null),
      videoPrices: async (videoIds: number[]) => cataloguePrices(await repo.videoProducts(db, videoIds), (r) => r.video?.id ?? null),
    },

    async purchaseAll(viewer: Viewer | null, query: PurchaseAllQuery): Promise<PurchaseAll> {
      if (query.course === undefined && query.level === undefined) throw badRequest("Indica el curso (course) o uno de sus niveles (level).");
      const course = query.course !== undefined ? await courseOf(query.course) : await courseOf(String((await levelOf(query.level!)).courseId));
      const [levels, offers, set] = await Promise.all([catalogue.publishedLevelsOf(course.id), repo.purchaseAllProducts(db, course.id), access.accessSet(viewer)]);
      const levelRows = await repo.levelProducts(db, levels.map((l) => l.id));
      const byProduct = groupPrices(await repo.pricesOf(db, [...offers, ...levelRows].map((r) => r.product.id)));
      // One by one: the same months of every level, only when each level has that price.
      const separately = (months: number, currency: Currency): number | null => {
        let sum = 0;
        for (const level of levels) {
          const row = levelRows.find((r) => r.level?.id === level.id && r.product.months === months);
          const price = row && byProduct.get(row.product.id)?.find((p) => p.currency === currency);
          if (!price) return null;
          sum += price.amountMinor;
        }
        return sum;
      };
      // Course-wide access: a grant for this course or for the whole academy (admins see everything).
      const ends = [set.all, set.courses.get(course.id)].filter((d): d is Date => d != null);
      const courseEnd = set.admin || ends.length === 0 ? null : new Date(Math.max(...ends.map((d) => d.getTime())));
      return {
        course,
        levels,
        options: offers.map((row) => ({
          product_id: row.product.id,
          months: row.product.months!,
          label: monthsLabel(row.product.months),
          prices: sold(byProduct.get(row.product.id) ?? []).map((p) => {
            const total = separately(row.product.months!, p.currency);
            return { ...toMoney(p.amountMinor, p.currency), separately_minor: total, separately: total === null ? null : minorToDecimal(total, p.currency) };
          }),
        })),
        access: { has_access: set.admin || courseEnd !== null, ends_at: courseEnd?.toISOString() ?? null },
      };
    },

    async forCart(request: AddToCartRequest): Promise<ProductForCart> {
      const { product_id, kind, level_id, level_slug, course_id, course_slug, video_id, months } = request;
      const key = `cart-product\u0000${JSON.stringify([product_id, kind, level_id, level_slug, course_id, course_slug, video_id, months])}`;
      const known = cache?.getValue<ProductForCart>(key);
      if (known) return known;
      const generation = cache?.generation("catalogue") ?? 0;
      const row = await resolve(request);
      const found: ProductForCart = { row, prices: await repo.pricesOf(db, [row.product.id]) };
      return cache ? cache.setValue(key, "catalogue", generation, found, 2048) : found;
    },

    async setPrice(target: repo.PriceTarget, currency: Currency, amountMinor: number | null, tx: Tx): Promise<void> {
      if (amountMinor === null) return repo.deletePrice(tx, target, currency);
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw badRequest("El precio debe ser un número entero de centavos mayor que cero.");
      await repo.upsertPrice(tx, await repo.ensureProduct(tx, target), currency, amountMinor);
    },

    async pricesOfTargets(kind: repo.ProductKind, targetIds: number[]) {
      const rows = await repo.productsOfTargets(db, kind, targetIds);
      const result = new Map<number, AdminPrice[]>();
      for (const row of rows) {
        if (row.targetId === null || !isCurrency(row.currency)) continue;
        const entry = { product_id: row.productId, months: row.months, is_active: row.isActive, ...toMoney(row.amountMinor, row.currency) };
        result.set(row.targetId, [...(result.get(row.targetId) ?? []), entry]);
      }
      return result;
    },
  };
}

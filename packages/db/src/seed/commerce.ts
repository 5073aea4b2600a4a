import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { levels, prices, products, users, videos } from "../schema";

type Currency = "COP" | "USD";
type PriceTable = Record<Currency, number>;

/**
 * Demo prices in minor units (COP and USD both have two decimals in ISO 4217): a level is
 * 49.900 COP / 12.99 USD a month, longer subscriptions cost less per month.
 */
export const LEVEL_PRICES: Record<1 | 4 | 12, PriceTable> = {
  1: { COP: 4_990_000, USD: 1_299 },
  4: { COP: 16_990_000, USD: 4_399 },
  12: { COP: 39_990_000, USD: 9_999 },
};
export const TUTORIAL_PRICE: PriceTable = { COP: 2_990_000, USD: 799 };
/** Purchase-all costs this share of buying every level of the course one by one. */
export const PURCHASE_ALL_SHARE = 0.8;

const MONTHS = [1, 4, 12] as const;

/** A shop price: COP rounded up to the thousand, minus 100 (…900); USD up to the dollar, minus a cent (….99). */
function roundPrice(currency: Currency, amountMinor: number): number {
  return currency === "COP" ? Math.ceil(amountMinor / 100_000) * 100_000 - 10_000 : Math.ceil(amountMinor / 100) * 100 - 1;
}

export function purchaseAllPrice(levelCount: number, months: 1 | 4 | 12): PriceTable {
  const of = (currency: Currency) => roundPrice(currency, LEVEL_PRICES[months][currency] * levelCount * PURCHASE_ALL_SHARE);
  return { COP: of("COP"), USD: of("USD") };
}

export const DEMO_ORDER = {
  email: "estudiante@fzacademia.com",
  settledBy: "admin@fzacademia.com",
  tutorial: "puya-de-festival-paso-a-paso",
  currency: "COP" as Currency,
  reference: "seed:demo-order-1",
};

export interface SeedCommerceOptions {
  /**
   * Places and pays the demo student's order through the API's commerce service, the path a
   * real payment takes (priced order, grants, domain event). Idempotent by `reference`.
   */
  recordPaidOrder?(input: { userId: number; productIds: number[]; currency: Currency; reference: string; adminId: number }): Promise<unknown>;
}

async function seedPrices(db: Database, rows: { productId: number; table: PriceTable }[]) {
  const values = rows.flatMap(({ productId, table }) => (Object.keys(table) as Currency[]).map((currency) => ({ productId, currency, amountMinor: table[currency] })));
  // An existing price is never overwritten: prices are edited by people after the first start.
  if (values.length > 0) await db.insert(prices).values(values).onConflictDoNothing();
}

/**
 * Products and prices for every level (1, 4 and 12 months), a purchase-all per course with
 * levels, and every tutorial; then the demo student's paid order. Idempotent: products are
 * unique per target and duration, prices per product and currency.
 */
export async function seedCommerce(db: Database, options: SeedCommerceOptions = {}): Promise<void> {
  const allLevels = await db.select({ id: levels.id }).from(levels);
  const levelCounts = await db.select({ courseId: levels.courseId, value: count() }).from(levels).where(eq(levels.isPublished, true)).groupBy(levels.courseId);
  const allVideos = await db.select({ id: videos.id }).from(videos);

  const wanted = [
    ...allLevels.flatMap((l) => MONTHS.map((months) => ({ kind: "level" as const, levelId: l.id, months }))),
    ...levelCounts.flatMap((c) => MONTHS.map((months) => ({ kind: "purchase_all" as const, courseId: c.courseId, months }))),
    ...allVideos.map((v) => ({ kind: "tutorial" as const, videoId: v.id })),
  ];
  if (wanted.length > 0) await db.insert(products).values(wanted).onConflictDoNothing();

  const stored = await db.select().from(products);
  await seedPrices(
    db,
    stored.map((p) => ({
      productId: p.id,
      table:
        p.kind === "tutorial"
          ? TUTORIAL_PRICE
          : p.kind === "level"
            ? LEVEL_PRICES[p.months as 1 | 4 | 12]
            : purchaseAllPrice(levelCounts.find((c) => c.courseId === p.courseId)?.value ?? 1, p.months as 1 | 4 | 12),
    })),
  );

  if (!options.recordPaidOrder) return;
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [DEMO_ORDER.email, DEMO_ORDER.settledBy]));
  const student = people.find((p) => p.email === DEMO_ORDER.email);
  const admin = people.find((p) => p.email === DEMO_ORDER.settledBy);
  const [tutorial] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(videos, eq(videos.id, products.videoId))
    .where(and(eq(products.kind, "tutorial"), eq(videos.slug, DEMO_ORDER.tutorial)));
  if (!student || !admin || !tutorial) return;
  await options.recordPaidOrder({ userId: student.id, productIds: [tutorial.id], currency: DEMO_ORDER.currency, reference: DEMO_ORDER.reference, adminId: admin.id });
}

import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { coupons, levels, prices, products, users, videos } from "../schema";

type Currency = "COP" | "USD";
type PriceTable = Record<Currency, number>;

/**
 * Prices in minor units (COP and USD both have two decimals in ISO 4217). COP prices include
 * Colombia's 19 % IVA; USD prices are for buyers abroad. A level with no demo price of its own
 * (one an admin creates, or a test's) costs 49.900 COP / 12.99 USD a month.
 */
export const LEVEL_PRICES: Record<1 | 4 | 12, PriceTable> = {
  1: { COP: 4_990_000, USD: 1_299 },
  4: { COP: 16_990_000, USD: 4_399 },
  12: { COP: 39_990_000, USD: 9_999 },
};
export const TUTORIAL_PRICE: PriceTable = { COP: 2_990_000, USD: 799 };
/** Purchase-all costs this share of buying every level of the course one by one. */
export const PURCHASE_ALL_SHARE = 0.8;

/**
 * The demo catalogue's monthly price of each level: each course its own, higher levels
 * dearer (about 3.900–4.000 COP to the dollar). Longer plans cost less per month.
 */
export const DEMO_MONTHLY_PRICES: Record<string, PriceTable> = {
  "acordeon-basico": { COP: 5_490_000, USD: 1_399 },
  "acordeon-intermedio": { COP: 6_490_000, USD: 1_699 },
  "acordeon-avanzado": { COP: 7_490_000, USD: 1_899 },
  "guitarra-basico": { COP: 3_990_000, USD: 999 },
  "guitarra-intermedio": { COP: 4_790_000, USD: 1_199 },
  "caja-basico": { COP: 3_490_000, USD: 899 },
  "caja-intermedio": { COP: 4_290_000, USD: 1_099 },
  "guacharaca-basico": { COP: 2_990_000, USD: 799 },
  "guacharaca-intermedio": { COP: 3_690_000, USD: 999 },
  "guitarra-vallenata-basico": { COP: 4_490_000, USD: 1_199 },
  "guitarra-vallenata-intermedio": { COP: 5_290_000, USD: 1_399 },
  "guitarra-urbana-basico": { COP: 4_290_000, USD: 1_099 },
  "guitarra-urbana-intermedio": { COP: 4_990_000, USD: 1_299 },
};
/** What 4 and 12 months cost in months of the monthly price. */
const PLAN_FACTOR: Record<1 | 4 | 12, number> = { 1: 1, 4: 3.4, 12: 8 };

export const DEMO_TUTORIAL_PRICES: Record<string, PriceTable> = {
  "la-gota-fria-en-acordeon": { COP: 2_490_000, USD: 699 },
  "puya-de-festival-paso-a-paso": { COP: 3_490_000, USD: 899 },
  "repiques-de-caja-para-paseo": { COP: 1_990_000, USD: 499 },
  "acompanamiento-de-serenata-en-guitarra": { COP: 2_790_000, USD: 699 },
};

const MONTHS = [1, 4, 12] as const;

/** A shop price: COP rounded up to the thousand, minus 100 (…900); USD up to the dollar, minus a cent (….99). */
function roundPrice(currency: Currency, amountMinor: number): number {
  return currency === "COP" ? Math.ceil(amountMinor / 100_000) * 100_000 - 10_000 : Math.ceil(amountMinor / 100) * 100 - 1;
}

/** The price of a level's plan of `months`, by the level's slug. */
export function levelPrice(levelSlug: string, months: 1 | 4 | 12): PriceTable {
  const monthly = DEMO_MONTHLY_PRICES[levelSlug];
  if (!monthly) return LEVEL_PRICES[months];
  if (months === 1) return monthly;
  return { COP: roundPrice("COP", monthly.COP * PLAN_FACTOR[months]), USD: roundPrice("USD", monthly.USD * PLAN_FACTOR[months]) };
}

export function tutorialPrice(videoSlug: string): PriceTable {
  return DEMO_TUTORIAL_PRICES[videoSlug] ?? TUTORIAL_PRICE;
}

/** Purchase-all of a course: a share of its levels' prices for `months`, bought one by one. */
export function purchaseAllPrice(levelSlugs: string[], months: 1 | 4 | 12): PriceTable {
  const of = (currency: Currency) =>
    roundPrice(currency, levelSlugs.reduce((sum, slug) => sum + levelPrice(slug, months)[currency], 0) * PURCHASE_ALL_SHARE);
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
  const allLevels = await db.select({ id: levels.id, slug: levels.slug, courseId: levels.courseId, isPublished: levels.isPublished }).from(levels);
  const allVideos = await db.select({ id: videos.id, slug: videos.slug }).from(videos);
  const published = allLevels.filter((l) => l.isPublished);
  const courseIds = [...new Set(published.map((l) => l.courseId))];
  const levelSlugsOf = (courseId: number | null) => published.filter((l) => l.courseId === courseId).map((l) => l.slug);

  const wanted = [
    ...allLevels.flatMap((l) => MONTHS.map((months) => ({ kind: "level" as const, levelId: l.id, months }))),
    ...courseIds.flatMap((courseId) => MONTHS.map((months) => ({ kind: "purchase_all" as const, courseId, months }))),
    ...allVideos.map((v) => ({ kind: "tutorial" as const, videoId: v.id })),
  ];
  if (wanted.length > 0) await db.insert(products).values(wanted).onConflictDoNothing();

  const stored = await db.select().from(products);
  const tableOf = (p: (typeof stored)[number]): PriceTable => {
    const months = p.months as 1 | 4 | 12;
    if (p.kind === "tutorial") return tutorialPrice(allVideos.find((v) => v.id === p.videoId)?.slug ?? "");
    if (p.kind === "level") return levelPrice(allLevels.find((l) => l.id === p.levelId)?.slug ?? "", months);
    return purchaseAllPrice(levelSlugsOf(p.courseId), months);
  };
  await seedPrices(
    db,
    stored.map((p) => ({ productId: p.id, table: tableOf(p) })),
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

/**
 * Demo coupons (outside production): one any student can try in the cart, and one for a
 * course with a minimum order, so the cart's refusals can be seen too. Never overwritten.
 */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values([
      { code: "BIENVENIDA", description: BIENVENIDA_DESCRIPTION, discountKind: "percent", percentOff: 10, oncePerStudent: true, firstPurchaseOnly: true },
      {
        code: "TUTORIALES20",
        description: "20 % en tutoriales, en compras desde $ 50.000",
        discountKind: "percent",
        percentOff: 20,
        scope: "tutorials",
        minOrder: { COP: 5_000_000 },
        oncePerStudent: false,
      },
    ])
    .onConflictDoNothing({ target: coupons.code });
  // A database seeded before the first-purchase rule existed gets it too (the demo coupon says so).
  await db
    .update(coupons)
    .set({ firstPurchaseOnly: true })
    .where(and(eq(coupons.code, "BIENVENIDA"), eq(coupons.description, BIENVENIDA_DESCRIPTION), eq(coupons.firstPurchaseOnly, false)));
}

const BIENVENIDA_DESCRIPTION = "10 % en tu primera compra";

import {
  type AddToCartRequest,
  CURRENCIES,
  type CartItem,
  type Currency,
  MAX_CART_ITEMS,
  type ShoppingCart,
  VAT_RATE_PERCENT,
  vatIncludedMinor,
  includesVat,
} from "@fz/contracts/commerce";
import type { Database } from "@fz/db/client";
import { AppError, notFound } from "../../lib/errors";
import { type AccessService, type AccessSet, type Viewer, coverageOfVideo } from "../access/access.service";
import type { CartLine } from "./cart-line";
import * as repo from "./cart.repository";
import { type CouponsService, couponLines, quoteCoupon } from "./coupons.service";
import { toMoney } from "./money";
import { type ProductRow, type ProductsService, describeProduct, toProduct } from "./products.service";
import * as productsRepo from "./products.repository";

/**
 * End of the access this product would extend (same scope and target as the grant it
 * creates), or null. Renewals are allowed: paying starts the new months at that end.
 */
export function renewalEnd(set: AccessSet, row: ProductRow): Date | null {
  const { product } = row;
  if (product.kind === "level" && product.levelId !== null) return set.levels.get(product.levelId) ?? null;
  if (product.kind === "purchase_all" && product.courseId !== null) return set.courses.get(product.courseId) ?? null;
  if (product.kind === "tutorial" && product.videoId !== null) return set.videos.get(product.videoId) ?? null;
  return null;
}

/** A tutorial is bought to keep: one the student can already watch is refused. */
export function ownedTutorialMessage(set: AccessSet, row: ProductRow): string | null {
  if (row.product.kind !== "tutorial" || row.product.videoId === null) return null;
  if (!coverageOfVideo(set, row.product.videoId).hasAccess) return null;
  return `Ya tienes el tutorial «${row.video?.title ?? "este tutorial"}». Lo encuentras en Mis tutoriales.`;
}

export interface CartDeps {
  db: Database;
  /** What the student already has: renewals, and tutorials they own (refused). */
  access: Pick<AccessService, "accessSet">;
  /** The product a request names. */
  products: Pick<ProductsService, "forCart">;
  /** The cart's coupon: applied, priced, removed. */
  coupons: Pick<CouponsService, "forCart" | "toCartCoupon" | "applyToCart" | "removeFromCart">;
}

/** The student's cart: one row per product, priced on every read from the current prices. */
export interface CartService {
  /** The cart's items with their product and prices (checkout prices them). */
  lines(userId: number): Promise<CartLine[]>;
  /** What the cart holds, in words, for the checkout reminder. */
  descriptions(userId: number): Promise<string[]>;
  /** The cart priced in `currency`: subtotal, coupon, total and the IVA it includes. */
  view(viewer: Viewer, currency: Currency): Promise<ShoppingCart>;
  applyCoupon(viewer: Viewer, code: string, currency: Currency): Promise<ShoppingCart>;
  removeCoupon(viewer: Viewer, currency: Currency): Promise<ShoppingCart>;
  /** Adds a product once; a second add of the same product answers the existing item. */
  add(viewer: Viewer, request: AddToCartRequest, currency: Currency): Promise<{ created: boolean; item: CartItem }>;
  remove(viewer: Viewer, itemId: number): Promise<void>;
}

export function createCartService({ db, access, products, coupons }: CartDeps): CartService {
  async function lines(userId: number): Promise<CartLine[]> {
    const items = await repo.listItems(db, userId, MAX_CART_ITEMS);
    const rows = await productsRepo.findProductsByIds(db, items.map((i) => i.productId));
    const priceRows = await productsRepo.pricesOf(db, rows.map((r) => r.product.id));
    return items.flatMap((item) => {
      const row = rows.find((r) => r.product.id === item.productId);
      return row ? [{ item, row, prices: priceRows.filter((p) => p.productId === row.product.id) }] : [];
    });
  }

  function toItem(line: CartLine, set: AccessSet, currency: Currency): CartItem {
    const price = line.prices.find((p) => p.currency === currency);
    const end = renewalEnd(set, line.row);
    const unit = price ? toMoney(price.amountMinor, currency) : null;
    return {
      id: line.item.id,
      product: toProduct(line.row, line.prices),
      description: describeProduct(line.row),
      quantity: 1,
      unit_price: unit,
      subtotal: unit,
      available: line.row.onSale,
      is_renewal: end !== null && line.row.product.kind !== "tutorial",
      access_ends_at: end?.toISOString() ?? null,
      added_at: line.item.createdAt.toISOString(),
    };
  }

  /** The items' sum in a currency, before any coupon; incomplete when an item has no price in it. */
  function subtotalIn(all: CartLine[], currency: Currency) {
    const forSale = all.filter((l) => l.row.onSale);
    let sum = 0;
    let complete = true;
    for (const line of forSale) {
      const price = line.prices.find((p) => p.currency === currency);
      if (price) sum += price.amountMinor;
      else complete = false;
    }
    return { sum, complete };
  }

  return {
    lines,

    /** What the cart holds, in words ("Guitarra · Nivel Básico — 4 meses"), for the checkout reminder. */
    descriptions: async (userId: number): Promise<string[]> => (await lines(userId)).map((line) => describeProduct(line.row)),

    /**
     * The cart priced in `currency`: subtotal, the applied coupon's discount, the total that
     * checkout charges and the IVA it includes. The price shown is the price charged.
     */
    async view(viewer: Viewer, currency: Currency): Promise<ShoppingCart> {
      const now = new Date();
      const [all, set] = await Promise.all([lines(viewer.id), access.accessSet(viewer)]);
      const applied = await coupons.forCart(viewer.id, all, currency, now);
      const discountIn = (c: Currency) =>
        !applied ? 0 : c === currency ? applied.quote.discountMinor : quoteCoupon(applied.found, couponLines(all, c), c, applied.uses, now).discountMinor;
      const totals = CURRENCIES.map((c) => {
        const { sum, complete } = subtotalIn(all, c);
        return { ...toMoney(sum - discountIn(c), c), complete };
      });
      const subtotal = subtotalIn(all, currency).sum;
      const total = totals.find((t) => t.currency === currency)!;
      return {
        currency,
        items: all.map((line) => toItem(line, set, currency)),
        count: all.length,
        max_items: MAX_CART_ITEMS,
        subtotal: toMoney(subtotal, currency),
        discount: toMoney(subtotal - total.amount_minor, currency),
        coupon: applied ? coupons.toCartCoupon(applied.found, applied.quote, currency) : null,
        total,
        vat: includesVat(currency) ? { ...toMoney(vatIncludedMinor(total.amount_minor, currency), currency), rate_percent: VAT_RATE_PERCENT } : null,
        totals,
      };
    },

    /** Applies a coupon code to the cart (refused in words when it does not apply to it now). */
    async applyCoupon(viewer: Viewer, code: string, currency: Currency): Promise<ShoppingCart> {
      await coupons.applyToCart(viewer.id, code, await lines(viewer.id), currency);
      return this.view(viewer, currency);
    },

    async removeCoupon(viewer: Viewer, currency: Currency): Promise<ShoppingCart> {
      await coupons.removeFromCart(viewer.id);
      return this.view(viewer, currency);
    },

    /** Adds a product once; a second add of the same product answers the existing item. */
    async add(viewer: Viewer, request: AddToCartRequest, currency: Currency): Promise<{ created: boolean; item: CartItem }> {
      // The product and its prices (public, remembered with the catalogue) and the student's
      // grants (remembered until theirs change, decision 059) usually cost no statement; each
      // one that does is read side by side (on PostgreSQL each waits for a pooled connection).
      const [{ row, prices }, set] = await Promise.all([products.forCart(request), access.accessSet(viewer)]);
      const owned = ownedTutorialMessage(set, row);
      if (owned) throw new AppError("already_owned", owned);
      // One round trip (decision 056): the owner's lock, the existing item, the limit and the
      // insert, in the `cart_add_once` function.
      const outcome = await repo.addItemOnce(db, viewer.id, row.product.id, MAX_CART_ITEMS);
      if (outcome.kind === "no_owner") throw notFound("El estudiante no existe.");
      if (outcome.kind === "full") {
        throw new AppError("cart_full", `Tu carrito admite hasta ${MAX_CART_ITEMS} productos. Finaliza la compra o quita alguno.`);
      }
      return { created: outcome.kind === "added", item: toItem({ item: outcome.item, row, prices }, set, currency) };
    },

    async remove(viewer: Viewer, itemId: number): Promise<void> {
      if (!(await repo.deleteItem(db, viewer.id, itemId))) throw notFound("Ese producto no está en tu carrito.");
    },
  };
}

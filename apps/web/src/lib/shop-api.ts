import type { AddToCartRequest, CartItem, Currency, Product, PurchaseAll, ShoppingCart } from "@fz/contracts/commerce";
import { api } from "@/lib/api-client";
import { readCurrency } from "@/lib/currency";
import type { Camel } from "@/lib/case";

/**
 * The cart endpoints (spec §7) as the web code sees them. Shared, not in a feature: the
 * header's count, the locked-content prompts of every academy page and the cart page all
 * read and change the same cart.
 */
export type CartView = Camel<ShoppingCart>;
export type CartItemView = Camel<CartItem>;
export type ProductView = Camel<Product>;
export type PurchaseAllView = Camel<PurchaseAll>;
export type AddToCartInput = Camel<AddToCartRequest>;


export function getShoppingCart(currency: Currency, signal?: AbortSignal): Promise<CartView> {
  return api.get("/api/sales/shopping-cart/get_shopping_cart/", { query: { currency }, signal });
}

/** Adding what is already in the cart answers the same item (200), never a duplicate. */
export function postCartItem(input: AddToCartInput, currency: Currency): Promise<CartItemView> {
  return api.post("/api/sales/shopping-cart/", input, { query: { currency } });
}

export function deleteCartItem(id: number): Promise<void> {
  return api.delete(`/api/sales/shopping-cart/${id}/`);
}

/** What "todos los niveles" of a course includes and costs; `level` names the course by one of its levels. */
export function getPurchaseAll(by: { course?: string; level?: string }, signal?: AbortSignal): Promise<PurchaseAllView> {
  return api.get("/api/levels/purchase-all/", { query: by, signal });
}

/** The currency the visitor chose (lib/currency), COP by default: the cart is priced in it. */
export const preferredCurrency = readCurrency;

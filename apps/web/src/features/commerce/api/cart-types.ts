import type { AddToCartRequest, CartItem, Product, PurchaseAll, ShoppingCart } from "@fz/contracts/commerce";
import type { Camel } from "@/lib/case";

/** The cart's records as the web code sees them (spec §7, camelCased by the API client). */
export type CartView = Camel<ShoppingCart>;
export type CartItemView = Camel<CartItem>;
export type ProductView = Camel<Product>;
export type PurchaseAllView = Camel<PurchaseAll>;
export type AddToCartInput = Camel<AddToCartRequest>;

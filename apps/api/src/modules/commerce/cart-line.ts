import type { CartItemRow } from "./cart.repository";
import type { PriceRow } from "./products.repository";
import type { ProductRow } from "./products.service";

/** A cart item with its product and current prices (what the cart, coupons and checkout price). */
export interface CartLine {
  item: CartItemRow;
  row: ProductRow;
  prices: PriceRow[];
}

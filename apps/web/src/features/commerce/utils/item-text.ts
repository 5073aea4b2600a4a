import { academyPaths } from "@/config/academy-navigation";
import { planLabel } from "@/config/courses";
import type { OrderItemView } from "@/features/commerce/api/orders-api";
import type { ProductView } from "@/features/commerce/api/cart-types";

export interface ProductText {
  /** The course, above the name. */
  kicker: string | null;
  title: string;
  /** How long it opens the content. */
  detail: string;
  /** The content it opens, in the academy. */
  href: string | null;
}

/** A product in words and with its link, as the cart lists it. */
export function productText(product: ProductView): ProductText {
  const kicker = product.course?.title ?? null;
  const length = product.months !== null ? `Acceso por ${planLabel(product.months)}` : "Pago único, sin renovaciones";
  switch (product.kind) {
    case "level":
      return {
        kicker,
        title: product.level ? `Nivel ${product.level.title}` : product.description,
        detail: length,
        href: product.level ? academyPaths.level(product.level.id) : null,
      };
    case "purchase_all":
      return {
        kicker,
        title: "Todos los niveles",
        detail: length,
        href: product.course ? academyPaths.course(product.course.slug) : null,
      };
    case "tutorial":
      return {
        kicker: kicker ?? "Tutorial",
        title: product.video ? `Tutorial: ${product.video.title}` : product.description,
        detail: length,
        href: product.video ? academyPaths.tutorial(product.video.id) : null,
      };
  }
}

/** Where a bought line opens its content. */
export function orderItemHref(item: OrderItemView): string {
  switch (item.kind) {
    case "level":
      return academyPaths.level(item.target.id);
    case "purchase_all":
      return academyPaths.course(item.target.slug);
    case "tutorial":
      return academyPaths.tutorial(item.target.id);
  }
}

/** The link's words for a bought line. */
export function orderItemAction(item: OrderItemView): string {
  return item.kind === "tutorial" ? "Ver el tutorial" : item.kind === "purchase_all" ? "Ir al curso" : "Ir al nivel";
}

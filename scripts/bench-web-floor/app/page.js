import Link from "next/link";
import { createElement as h } from "react";

/** One heading, one paragraph and one link: what any page of the product costs at least. */
export default function Page() {
  return h(
    "main",
    null,
    h("h1", null, "Aprende acordeón vallenato"),
    h("p", null, "Una página mínima de Next.js, servida por next start, para medir el piso del framework."),
    h(Link, { href: "/" }, "Volver al inicio"),
  );
}

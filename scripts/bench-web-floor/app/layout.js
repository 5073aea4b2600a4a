// The floor of `npm run bench:web`: Next.js and React with no application around them.
import { createElement as h } from "react";

export const metadata = { title: "Piso de Next.js", description: "Una página mínima para medir lo que cuesta el framework." };

export default function RootLayout({ children }) {
  return h("html", { lang: "es" }, h("body", null, children));
}

import { whatsappLink } from "@/lib/whatsapp";

/** Spec §3: a navigation item. */
export interface NavItem {
  title: string;
  url: string;
  newTab?: boolean;
}

/** The id of the hidden "opens in a new tab" hint the root layout renders once. */
export const NEW_TAB_HINT_ID = "aviso-nueva-pestana";

export type NavVariant = "default" | "withAbout" | "withoutBlog";

/** Spec §2: Inicio, Cursos, Contacto (WhatsApp, new tab), Blog. */
export function navItems(variant: NavVariant = "default"): NavItem[] {
  const items: NavItem[] = [
    { title: "Inicio", url: "/" },
    { title: "Cursos", url: "/cursos" },
    { title: "Contacto", url: whatsappLink(), newTab: true },
    { title: "Blog", url: "/blog" },
  ];
  if (variant === "withAbout") items.splice(1, 0, { title: "Como funciona", url: "/#about" });
  if (variant === "withoutBlog") return items.filter((item) => item.url !== "/blog");
  return items;
}

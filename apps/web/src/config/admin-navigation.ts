import type { NavItem } from "@/config/navigation";

/**
 * The administration's side navigation. Other sections (students, catalogue, orders) add
 * their entry here when they are built.
 */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  { title: "Entradas del blog", url: "/admin/blog" },
  { title: "Categorías del blog", url: "/admin/blog/categorias" },
];

export const ADMIN_HOME_PATH = "/admin/blog";

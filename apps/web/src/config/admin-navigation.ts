import type { NavItem } from "@/config/navigation";

/** Which icon the drawer shows for an entry (the shell maps names to drawings). */
export type AdminNavIcon = "overview" | "students" | "catalogue" | "orders" | "coupons" | "registrations" | "audit" | "mail" | "blog" | "tags" | "certificates";

export interface AdminNavItem extends NavItem {
  icon: AdminNavIcon;
  /** The entry is current only on its own path, not below it (Resumen is `/admin`). */
  exact?: boolean;
  /** A sub-entry of the one before it: a shorter visible label, indented (the title stays its name). */
  short?: string;
}

/** The administration's side navigation, in the order staff use it. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { title: "Resumen", url: "/admin", icon: "overview", exact: true },
  { title: "Estudiantes", url: "/admin/estudiantes", icon: "students" },
  { title: "Profesores", url: "/admin/profesores", icon: "students" },
  { title: "Catálogo", url: "/admin/catalogo", icon: "catalogue" },
  { title: "Certificados", url: "/admin/certificados", icon: "certificates" },
  { title: "Pedidos", url: "/admin/pedidos", icon: "orders" },
  { title: "Cupones", url: "/admin/cupones", icon: "coupons" },
  { title: "Registros", url: "/admin/registros", icon: "registrations" },
  { title: "Auditoría", url: "/admin/auditoria", icon: "audit" },
  { title: "Correos", url: "/admin/correos", icon: "mail" },
  { title: "Blog", url: "/admin/blog", icon: "blog" },
  { title: "Categorías del blog", url: "/admin/blog/categorias", icon: "tags", short: "Categorías" },
];

/** The entry a path belongs to: the most specific one wins (/admin/blog/categorias is not "Blog"). */
export function currentAdminItem(pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV_ITEMS.filter((item) => pathname === item.url || (!item.exact && pathname.startsWith(`${item.url}/`))).sort(
    (a, b) => b.url.length - a.url.length,
  )[0];
}

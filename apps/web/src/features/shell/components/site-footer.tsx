import Link from "next/link";
import { LogoMark } from "@/components/ui/icons";
import { navItems } from "@/config/navigation";
import { NavLink } from "@/features/shell/components/nav-link";
import { REGISTER_PATH, SIGN_IN_PATH } from "@/lib/routes";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-secondary text-neutral-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Link href="/" className="flex items-center gap-2 text-lg font-extrabold text-white">
            <LogoMark className="size-8 rounded-lg ring-1 ring-white/25" />
            FZ Academia
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-neutral-300">
            Academia de música en línea: acordeón, guitarra, caja y guacharaca vallenata, a tu ritmo y desde cualquier lugar.
          </p>
        </div>
        <nav aria-label="Pie de página">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-primary uppercase">Explora</h2>
          <ul className="flex flex-col gap-2">
            {navItems("withAbout").map((item) => (
              <li key={item.title}>
                <NavLink item={item} className="text-neutral-200 hover:text-white hover:underline" />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-primary uppercase">Tu cuenta</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link href={SIGN_IN_PATH} className="text-neutral-200 hover:text-white hover:underline">
                Iniciar sesión
              </Link>
            </li>
            <li>
              <Link href={REGISTER_PATH} className="text-neutral-200 hover:text-white hover:underline">
                Crear una cuenta
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-neutral-300 sm:px-6">
          © {year} FZ Academia. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}

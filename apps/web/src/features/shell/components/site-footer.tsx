import Link from "next/link";
import { LogoMark, MailIcon, WhatsAppIcon } from "@/components/ui/icons";
import { NEW_TAB_HINT_ID, navItems } from "@/config/navigation";
import { CONTACT_EMAIL, LEGAL_LINKS, SOCIAL_LINKS } from "@/config/site";
import { FooterAccountLinks } from "@/features/shell/components/footer-account-links";
import { NavLink } from "@/features/shell/components/nav-link";
import { whatsappLink } from "@/lib/whatsapp";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-secondary text-neutral-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
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
          <FooterAccountLinks />
        </div>
        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-primary uppercase">Contacto</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <a
                href={whatsappLink()}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={NEW_TAB_HINT_ID}
                className="inline-flex items-center gap-2 text-neutral-200 hover:text-white hover:underline"
              >
                <WhatsAppIcon className="size-4" />
                WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex items-center gap-2 text-neutral-200 hover:text-white hover:underline">
                <MailIcon className="size-4" />
                {CONTACT_EMAIL}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 mb-3 text-sm font-bold tracking-wide text-primary uppercase">Síguenos</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={NEW_TAB_HINT_ID}
                  className="text-neutral-200 hover:text-white hover:underline"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-neutral-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {year} FZ Academia. Todos los derechos reservados.</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.url}>
                <Link href={link.url} className="text-neutral-200 hover:text-white hover:underline">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NEW_TAB_HINT_ID } from "@/config/navigation";
import { AuthMenu } from "@/features/auth/components/auth-menu";
import { RegisterModal } from "@/features/shell/components/register-modal";
import { PublicChrome } from "@/features/shell/components/public-chrome";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { WhatsAppFloat } from "@/features/shell/components/whatsapp-float";
import { SITE_NAME, TITLE_TEMPLATE } from "@/config/site";
import { CURRENCY_BOOT_SRC } from "@/lib/currency";
import { HydrateLater } from "@/lib/deferred-hydration";
import { siteUrl } from "@/lib/seo";
import { HeaderCart, HeaderStudentTools, MenuStudentTools } from "./header-student-tools";
import { LazyRegisterForm } from "./lazy-register-form";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: TITLE_TEMPLATE },
  description:
    "Academia de música vallenata en línea: aprende acordeón, guitarra, caja y guacharaca con cursos por niveles, videos y ejercicios.",
  applicationName: "FZ Academia",
  // Relative Open Graph and canonical URLs resolve against the public site URL.
  metadataBase: new URL(siteUrl()),
  openGraph: { siteName: "FZ Academia", locale: "es_CO", type: "website", images: ["/images/og-default.jpg"] },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#2d2d2d",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The currency script below marks <html> before React hydrates it.
    <html lang="es" suppressHydrationWarning>
      <head>
        {/* Blocking on purpose (a few bytes, cached): <html> must carry the currency before the
            first paint. A file rather than inline, so the CSP allows it as 'self'. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src={CURRENCY_BOOT_SRC} />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-secondary antialiased">
        <Providers>
          <a
            href="#contenido"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-secondary"
          >
            Saltar al contenido
          </a>
          {/* The header, the page and the footer hydrate after the root, in short tasks. */}
          <HydrateLater>
            <SiteHeader
              account={<AuthMenu />}
              mobileAccount={<AuthMenu stacked />}
              cart={<HeaderCart />}
              tools={<HeaderStudentTools />}
              mobileTools={<MenuStudentTools />}
            />
          </HydrateLater>
          <main id="contenido" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            <HydrateLater>{children}</HydrateLater>
          </main>
          <PublicChrome>
            <HydrateLater>
              <SiteFooter />
            </HydrateLater>
          </PublicChrome>
          <WhatsAppFloat />
          <RegisterModal form={<LazyRegisterForm />} />
          <span id={NEW_TAB_HINT_ID} hidden>
            Se abre en una pestaña nueva
          </span>
        </Providers>
      </body>
    </html>
  );
}

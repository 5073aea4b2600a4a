"use client";

import { WhatsAppIcon } from "@/components/ui/icons";
import { cx } from "@/lib/cx";
import { whatsappLink } from "@/lib/whatsapp";
import { useAppSelector } from "@/store/hooks";

/**
 * Floating WhatsApp button (spec §1): always on public pages; on non-public pages
 * (academy, admin) only on phones, where the academy has no other contact entry.
 */
export function WhatsAppFloat() {
  const isPublic = useAppSelector((state) => state.general.isPublic);
  return (
    <a
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      data-testid="whatsapp-float"
      className={cx(
        "fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 focus-visible:outline-secondary sm:right-6 sm:bottom-6",
        !isPublic && "md:hidden",
      )}
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}

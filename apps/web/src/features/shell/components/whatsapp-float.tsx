"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { WhatsAppIcon } from "@/components/ui/icons";
import { cx } from "@/lib/cx";
import { ADMIN_PATH } from "@/lib/routes";
import { whatsappLink } from "@/lib/whatsapp";
import { useAppSelector } from "@/store/hooks";

const CONTROLS = "a, button, input, select, textarea, [role='button']";

/**
 * Whether a control of the page lies under the bubble: sampled at its centre and near its
 * corners, looking through the bubble itself (a full-width "Empieza gratis" on a 360 px phone
 * sits exactly there).
 */
export function coversAControl(bubble: HTMLElement, doc: Document = document): boolean {
  const rect = bubble.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const inset = 6;
  const points: [number, number][] = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + inset, rect.top + inset],
    [rect.right - inset, rect.top + inset],
    [rect.left + inset, rect.bottom - inset],
    [rect.right - inset, rect.bottom - inset],
  ];
  return points.some(([x, y]) =>
    (doc.elementsFromPoint?.(x, y) ?? []).some((element) => !bubble.contains(element) && element.closest(CONTROLS) !== null),
  );
}

/**
 * Floating WhatsApp button (spec §1): always on public pages; on non-public pages
 * (the academy) only on phones, where the academy has no other contact entry; never in the
 * back office, whose users are the school's staff (issue 35.12). It steps aside (fades out,
 * not clickable) while it would cover a button or a link of the page.
 */
export function WhatsAppFloat() {
  const isPublic = useAppSelector((state) => state.general.isPublic);
  const pathname = usePathname();
  const ref = useRef<HTMLAnchorElement>(null);
  const [aside, setAside] = useState(false);

  useEffect(() => {
    let frame = 0;
    let afterFrame = 0;
    const check = () => {
      afterFrame = 0;
      if (ref.current) setAside(coversAControl(ref.current));
    };
    // Read positions just after the next frame, when its layout is done: read inside the
    // animation frame, they would force a layout of the freshly changed page first (seen in a
    // topic's load profile: ~25 % of a 57 ms task under Lighthouse's slowdown).
    const schedule = () => {
      if (frame !== 0 || afterFrame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        afterFrame = window.setTimeout(check, 0);
      });
    };
    schedule();
    // Late layout (fonts, images) can move the page under the bubble after the first check.
    const late = window.setTimeout(schedule, 600);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(late);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [pathname]);

  if (pathname === ADMIN_PATH || pathname?.startsWith(`${ADMIN_PATH}/`)) return null;
  return (
    <a
      ref={ref}
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbenos por WhatsApp"
      data-testid="whatsapp-float"
      data-aside={aside || undefined}
      tabIndex={aside ? -1 : undefined}
      className={cx(
        "fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-[transform,opacity] duration-200 hover:scale-105 focus-visible:outline-secondary sm:right-6 sm:bottom-6",
        aside && "pointer-events-none opacity-0",
        !isPublic && "md:hidden",
      )}
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}

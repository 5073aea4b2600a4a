"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { usePreferredCurrency } from "@/components/ui/currency-switch";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import { isCourseSlug, PLAN_POINTS, planLabel, type PlanMonths } from "@/config/courses";
import { useLevelSummaryQuery, type LevelSummary } from "@/features/shell/api/level-summary-api";
import { includesVat, priceIn } from "@/lib/currency";
import { formatPrice } from "@/lib/money";
import { savePendingPurchase } from "@/lib/pending-purchase";
import { pricesForMonths } from "@/lib/prices";
import { ACADEMY_PATH, SIGN_IN_PATH } from "@/lib/routes";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { closeRegisterModal, type RegisterModalState } from "@/store/slices/general-slice";
import { useAppRouter } from "@/store/use-app-router";

const TITLE_ID = "registro-modal-titulo";

function courseSlugOf(pathname: string): string | null {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  return isCourseSlug(slug) ? slug : null;
}

/** The visitor's choice in words: "Plan de 4 meses · Nivel Básico de Acordeón vallenato". */
function ChoiceSummary({ choice, level }: { choice: RegisterModalState; level: LevelSummary | null }) {
  const currency = usePreferredCurrency();
  const lines: string[] = [];
  if (choice.isPurchaseAll) lines.push("Todos los niveles, con una sola compra");
  if (choice.levelSlug) {
    lines.push(level ? `Nivel ${level.title} de ${level.course.title}` : "El nivel que elegiste");
  }
  if (choice.monthSelected !== null) {
    const months = choice.monthSelected;
    const price = level ? priceIn(pricesForMonths(level.prices, months), currency) : null;
    const points = PLAN_POINTS[months as PlanMonths];
    lines.push(
      `Plan de ${planLabel(months)}${price ? ` por ${formatPrice(price.amount, price.currency)}${includesVat(price.currency) ? " IVA incluido" : ""}` : ""}${points ? ` (+${points.toLocaleString("es-CO")} puntos)` : ""}`,
    );
  }
  if (lines.length === 0) return null;
  return (
    <div className="rounded-2xl bg-primary-light p-4" data-testid="register-modal-choice">
      <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Tu elección</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2 font-semibold">
            <CheckIcon className="mt-1 size-4 shrink-0" />
            {line}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-neutral-700">La guardamos para que completes la compra desde tu academia.</p>
    </div>
  );
}

/**
 * Spec §2 register modal, rendered once by the layout and opened from anywhere with the
 * `openRegisterModal` action (month, level slug, purchase-all). `form` is the registration
 * form, composed by the layout (features do not import each other); it only mounts while
 * the modal is open. Once the visitor registers — or follows the link to sign in — the
 * choice is kept in sessionStorage (`fz.pendingPurchase`) for the cart.
 */
export function RegisterModal({ form }: { form: ReactNode }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const pathname = usePathname();
  const choice = useAppSelector((state) => state.general.openRegisterModal);
  const token = useAppSelector((state) => state.auth.token);
  const open = choice.isRegisterModalOpened;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const level = useLevelSummaryQuery(open && choice.levelSlug ? choice.levelSlug : skipToken).currentData ?? null;
  const tokenWhenOpened = useRef<string | null>(null);
  const openedOn = useRef<string | null>(null);

  const keepChoice = () =>
    savePendingPurchase({
      monthSelected: choice.monthSelected,
      levelSlug: choice.levelSlug,
      isPurchaseAll: choice.isPurchaseAll,
      courseSlug: courseSlugOf(openedOn.current ?? pathname),
    });

  // Native modal dialog: focus moves in and stays, Escape closes, the page behind is inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      tokenWhenOpened.current = token;
      openedOn.current = pathname;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Only the open flag drives the dialog; token and path are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Registered from inside the modal: keep the choice; the form itself goes to the academy.
  useEffect(() => {
    if (open && token && tokenWhenOpened.current === null) {
      keepChoice();
      dispatch(closeRegisterModal());
    }
    // keepChoice reads the current choice; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, token, dispatch]);

  // Any navigation (the academy after registering, the sign-in page) closes it.
  useEffect(() => {
    if (open && openedOn.current !== null && pathname !== openedOn.current) dispatch(closeRegisterModal());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const close = () => dispatch(closeRegisterModal());

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the <dialog> itself.
    if (event.target === event.currentTarget) {
      close();
      return;
    }
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link instanceof HTMLAnchorElement && new URL(link.href, window.location.href).pathname === SIGN_IN_PATH) keepChoice();
  };

  const continueSignedIn = () => {
    keepChoice();
    close();
    router.push(ACADEMY_PATH);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      onClose={() => open && close()}
      onCancel={() => close()}
      onClick={onDialogClick}
      data-testid="register-modal"
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 text-secondary shadow-2xl backdrop:bg-secondary/70 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={TITLE_ID} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                {token ? "Continúa en tu academia" : "Crea tu cuenta gratis"}
              </h2>
              <p className="mt-1 text-neutral-700">
                {token ? "Ya iniciaste sesión: completa tu compra desde la academia." : "Empieza hoy: los primeros temas de cada nivel son gratis."}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Cerrar"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <ChoiceSummary choice={choice} level={level?.slug === choice.levelSlug ? level : null} />
          {token ? (
            <Button size="lg" onClick={continueSignedIn} className="w-full">
              Ir a mi academia
            </Button>
          ) : (
            form
          )}
        </div>
      ) : null}
    </dialog>
  );
}

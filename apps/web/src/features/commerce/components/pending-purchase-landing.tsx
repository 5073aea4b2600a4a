"use client";

import { useEffect, useState } from "react";
import { academyPaths } from "@/config/academy-navigation";
import { levelIdOf } from "@/features/commerce/api/catalogue-api";
import { planPendingPurchase } from "@/features/commerce/store/pending-purchase-cart";
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase } from "@/lib/pending-purchase";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { addToCart } from "@/store/shop-thunks";
import { useAppRouter } from "@/store/use-app-router";

/**
 * Rendered by the academy layout once the student is signed in: the choice made in the
 * register modal (kept in sessionStorage while they registered or signed in) lands in the
 * cart, and the student with it. The choice is taken before the request, so two renders
 * never add it twice; a dropped connection puts it back for the next page.
 */
export function PendingPurchaseLanding() {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const isStudent = useAppSelector((state) => state.auth.token !== null && state.auth.user?.role !== "admin");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isStudent) return;
    const pending = readPendingPurchase();
    if (!pending) return;
    clearPendingPurchase();
    const plan = planPendingPurchase(pending);

    if (plan.kind === "choose") {
      router.replace(plan.href);
    } else if (plan.kind === "open-level") {
      levelIdOf(plan.levelSlug)
        .then((id) => router.replace(academyPaths.level(id)))
        // The level may be gone or renamed: the academy's own page is a fine place to stay.
        .catch(() => undefined);
    } else if (plan.kind === "add") {
      setBusy(true);
      void dispatch(addToCart(plan.input)).then((action) => {
        setBusy(false);
        if (addToCart.fulfilled.match(action)) {
          router.replace(academyPaths.cart);
        } else if (action.payload?.status === null && !action.payload.aborted) {
          // No answer at all: keep the choice for the next page rather than lose it.
          const { savedAt: _savedAt, ...choice } = pending;
          savePendingPurchase(choice);
        }
      });
    }
  }, [isStudent, dispatch, router]);

  if (!busy) return null;
  return (
    <p role="status" className="bg-primary-light px-4 py-2 text-center text-sm font-semibold">
      Agregando tu elección al carrito…
    </p>
  );
}

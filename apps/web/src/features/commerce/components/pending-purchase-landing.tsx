"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { useEffect, useState } from "react";
import { academyPaths } from "@/config/academy-navigation";
import { useAddToCartMutation } from "@/features/commerce/api/cart-api";
import { planPendingPurchase } from "@/features/commerce/utils/pending-purchase-cart";
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase } from "@/lib/pending-purchase";
import { failureStatus } from "@/store/api";
import { useLevelQuery } from "@/store/catalogue-api";
import { useAppSelector } from "@/store/hooks";
import { useAppRouter } from "@/store/use-app-router";

/**
 * Rendered by the academy layout once the student is signed in: the choice made in the
 * register modal (kept in sessionStorage while they registered or signed in) lands in the
 * cart, and the student with it. The choice is taken before the request, so two renders
 * never add it twice; a dropped connection puts it back for the next page.
 */
export function PendingPurchaseLanding() {
  const router = useAppRouter();
  const isStudent = useAppSelector((state) => state.auth.token !== null && state.auth.user?.role !== "admin");
  const [addToCart, adding] = useAddToCartMutation();
  // "Empezar este nivel": the level named by its slug, whose page is addressed by id.
  const [levelSlug, setLevelSlug] = useState<string | null>(null);
  // The level may be gone or renamed: the academy's own page is a fine place to stay (untold).
  const level = useLevelQuery(levelSlug ? { key: levelSlug, quiet: true } : skipToken).currentData;

  useEffect(() => {
    if (level) router.replace(academyPaths.level(level.id));
  }, [level, router]);

  useEffect(() => {
    if (!isStudent) return;
    const pending = readPendingPurchase();
    if (!pending) return;
    clearPendingPurchase();
    const plan = planPendingPurchase(pending);

    if (plan.kind === "choose") {
      router.replace(plan.href);
    } else if (plan.kind === "open-level") {
      setLevelSlug(plan.levelSlug);
    } else if (plan.kind === "add") {
      void addToCart(plan.input).then((result) => {
        if (result.data) {
          router.replace(academyPaths.cart);
        } else if (failureStatus(result.error) === 0) {
          // No answer at all: keep the choice for the next page rather than lose it.
          const { savedAt: _savedAt, ...choice } = pending;
          savePendingPurchase(choice);
        }
      });
    }
  }, [isStudent, addToCart, router]);

  if (!adding.isLoading) return null;
  return (
    <p role="status" className="bg-primary-light px-4 py-2 text-center text-sm font-semibold">
      Agregando tu elección al carrito…
    </p>
  );
}

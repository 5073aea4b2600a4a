"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { StarIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import { formatPoints } from "@/features/points/components/points-logic";
import { fetchPoints } from "@/features/points/store/points-thunks";
import { useAppDispatch, useAppSelector, useAppStore } from "@/store/hooks";

/**
 * After a navigation the balance is read again, a moment later: the page just opened may be
 * what earns points (a topic viewed), and its own request should land first.
 */
const REFRESH_DELAY_MS = 800;

/**
 * The header's points balance (`commons.points`) for a signed-in student, linking to
 * /academia/puntos. The bar's copy (from `sm` up) keeps it fresh; the phone menu's copy (below
 * `sm`) only shows it, so a phone asks once too.
 */
export function PointsBalance({ placement = "bar" }: { placement?: "bar" | "menu" }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pathname = usePathname();
  const signedInStudent = useAppSelector((state) => state.auth.token !== null && state.auth.user?.role === "student");
  const userId = useAppSelector((state) => state.auth.user?.id);
  const amount = useAppSelector((state) => state.commons.points?.amount);
  const refreshes = placement === "bar";

  useEffect(() => {
    if (!signedInStudent || !refreshes) return;
    let request: { abort: () => void } | undefined;
    // Nothing to show yet: ask at once.
    const delay = store.getState().commons.points ? REFRESH_DELAY_MS : 0;
    const timer = setTimeout(() => {
      request = dispatch(fetchPoints({ quiet: true }));
    }, delay);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, store, pathname, signedInStudent, userId, refreshes]);

  if (!signedInStudent) return null;

  const known = amount !== undefined;
  const shown = known ? formatPoints(amount) : "…";

  if (placement === "menu") {
    return (
      <Link
        href={academyPaths.points}
        className="flex items-center justify-between gap-3 rounded-lg bg-primary-light px-3 py-3 text-lg font-semibold text-secondary sm:hidden"
      >
        <span className="flex items-center gap-2">
          <StarIcon className="size-5 text-primary-ink" />
          Tus puntos
        </span>
        <span className="font-extrabold tabular-nums">{shown}</span>
      </Link>
    );
  }

  // The visible words are the accessible name ("9.050 puntos"); "puntos" shows from `xl` up.
  return (
    <Link
      href={academyPaths.points}
      data-testid="points-balance"
      className="hidden min-h-11 items-center gap-1.5 rounded-full px-3 font-bold whitespace-nowrap text-secondary tabular-nums hover:bg-primary-light sm:inline-flex"
    >
      <StarIcon className="size-5 shrink-0 text-primary" />
      {known ? (
        <>
          <span>{shown}</span>{" "}
          <span className="sr-only font-semibold text-neutral-600 xl:not-sr-only">puntos</span>
        </>
      ) : (
        <>
          <span className="sr-only">Tus puntos</span>
          <span className="inline-block h-4 w-12 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
        </>
      )}
    </Link>
  );
}

"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { AcademyLink } from "@/components/ui/academy-link";
import { StarIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import { usePointsQuery } from "@/features/points/api/points-api";
import { formatPoints } from "@/features/points/utils/points-logic";
import { useAppSelector } from "@/store/hooks";
import { selectHeaderStudent } from "@/store/slices/auth-slice";

/**
 * The header's points balance for a signed-in student, linking to /academia/puntos. It is
 * read quietly (a failure keeps the last balance, no toast) and read again whenever something
 * that earns or spends points invalidates `Points` (a topic viewed, a quiz, a redeem…).
 */
export function PointsBalance({ placement = "bar" }: { placement?: "bar" | "menu" }) {
  const signedInStudent = useAppSelector(selectHeaderStudent);
  const amount = usePointsQuery(signedInStudent ? { quiet: true } : skipToken).data?.amount;

  if (!signedInStudent) return null;

  const known = amount !== undefined;
  const shown = known ? formatPoints(amount) : "…";

  if (placement === "menu") {
    return (
      <AcademyLink
        href={academyPaths.points}
        className="flex items-center justify-between gap-3 rounded-lg bg-primary-light px-3 py-3 text-lg font-semibold text-secondary sm:hidden"
      >
        <span className="flex items-center gap-2">
          <StarIcon className="size-5 text-primary-ink" />
          Tus puntos
        </span>
        <span className="font-extrabold tabular-nums">{shown}</span>
      </AcademyLink>
    );
  }

  // The visible words are the accessible name ("9.050 puntos"); "puntos" shows from `xl` up.
  return (
    <AcademyLink
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
    </AcademyLink>
  );
}

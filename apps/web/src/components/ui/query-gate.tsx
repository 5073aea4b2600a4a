"use client";

import type { ReactNode } from "react";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";

/**
 * The HTTP status of a failed read as RTK Query keeps it (`{ status, data }`, see store/api),
 * 0 without an answer; null when there is no failure. Read here so ui needs nothing of the store.
 */
function statusOf(error: unknown): number | null {
  if (!error) return null;
  const status = typeof error === "object" && "status" in error ? (error as { status: unknown }).status : undefined;
  return typeof status === "number" ? status : 0;
}

/** What a back-office page is about, for its loading, not-found and failure panels. */
export interface GateWording {
  /** "Cargando curso…" */
  loading: string;
  /** "Curso no encontrado" and its explanation. */
  notFound: { title: string; message: string };
  /** "No pudimos cargar el curso" */
  failed: string;
  /** Where a not-found page sends the administrator. */
  back: { href: string; label: string };
}

/**
 * The one place a back-office page waits for its data (decision 020: RTK Query's `data`,
 * `error` and `refetch`): a 404 is explained with a way back, another failure offers a retry
 * (the toast already said what happened), and the data stays on screen while it is read again.
 */
export function QueryGate<T>({
  data,
  error,
  retry,
  wording,
  children,
}: {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  wording: GateWording;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return children(data);
  const status = statusOf(error);
  if (status === 404) return <ProblemPanel title={wording.notFound.title} message={wording.notFound.message} back={wording.back} />;
  if (status !== null) return <ProblemPanel title={wording.failed} message="Revisa tu conexión e inténtalo de nuevo." onRetry={retry} />;
  return <LoadingPanel message={wording.loading} />;
}

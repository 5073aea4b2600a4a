import Link from "next/link";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The page's data is on its way. */
export function LoadingPanel({ message = "Cargando…" }: { message?: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-20">
      <Spinner />
      <p className="font-semibold">{message}</p>
    </div>
  );
}

/** A request failed or found nothing: say so and offer a way on. */
export function ProblemPanel({
  title,
  message,
  onRetry,
  back,
  children,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  back?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <p className="text-lg text-neutral-700">{message}</p>
      {children}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>Intentar de nuevo</Button> : null}
        {back ? (
          <Link href={back.href} className={buttonClasses(onRetry ? "outline-dark" : "primary")}>
            {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

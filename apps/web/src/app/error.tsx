"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { useAppDispatch } from "@/store/hooks";
import { setLoader } from "@/store/slices/commons-slice";

/**
 * A failed route: as when a route change completes (spec §2), the loader clears — which ends
 * the loader's tracked navigation — and the page starts at the top; the user gets a way out.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setLoader(false));
    window.scrollTo(0, 0);
    console.error(error);
  }, [dispatch, error]);

  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Algo salió mal</h1>
      <p className="text-lg text-neutral-700">
        No pudimos mostrar esta página. Inténtalo de nuevo; si el problema continúa, escríbenos.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>Intentar de nuevo</Button>
        <Link href="/" className={buttonClasses("outline-dark")}>
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}

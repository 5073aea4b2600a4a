"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { isApiError } from "@/lib/api-error";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

export interface Resource<T> {
  data: T | null;
  /** A request for the current key is under way (the previous data stays on screen meanwhile). */
  loading: boolean;
  /** HTTP status of the last failure (0 without an answer); null when it worked. */
  failure: number | null;
  reload: () => void;
  /** Puts an action's answer on screen without asking again. */
  setData: (data: T) => void;
}

/**
 * Reads one API resource for a page of the back office. `key` says what to read (a page
 * number, the filters…): a new key cancels the previous request. Failures go to the toasts
 * (spec §8), except a 404 the page explains itself.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const dispatch = useAppDispatch();
  const loadRef = useRef(load);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: T | null; loading: boolean; failure: number | null }>({
    data: null,
    loading: key !== null,
    failure: null,
  });

  // The latest loader, without making every render a new request.
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, failure: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === "AbortError")) return;
        const status = isApiError(error) ? (error.status ?? 0) : 0;
        if (status !== 404) dispatch(reportError(error));
        setState((current) => ({ ...current, loading: false, failure: status }));
      },
    );
    return () => controller.abort();
  }, [key, version, dispatch]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const setData = useCallback((data: T) => setState({ data, loading: false, failure: null }), []);
  return { ...state, reload, setData };
}

"use client";

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { getAccessToken, getStoredUser, saveUser, type SessionUser } from "@/lib/session";
import { api } from "@/store/api";
import { useAppStore } from "@/store/hooks";
import { READ_ON_OPEN } from "@/store/query-status";
import { renderedSignedIn } from "@/store/slices/auth-slice";

/**
 * What the server read for a page's first render (docs/decisions/010), handed to the store
 * before the components that show it render — on the server and, with the same data, while
 * the browser hydrates — so the HTML already holds the student's page and hydration finds
 * the same state (the RTK pattern for per-page initial data: dispatch once, on first render).
 */

/** An RTK Query cache entry, as `api.util.upsertQueryEntries` takes it. */
export interface ServerRead {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/**
 * The student the server saw (the `token` cookie's, read with `whoami`): the academy's first
 * render is signed in as them, as the browser's own session says a moment later. Only on the
 * page load (until the session sync has run); what was rendered before it (the header) does
 * not follow it, so hydration finds the server's HTML whichever part hydrates first.
 */
export function ServerSession({ user, children }: { user: SessionUser; children: ReactNode }) {
  const store = useAppStore();
  const applied = useRef(false);
  if (!applied.current) {
    applied.current = true;
    store.dispatch(renderedSignedIn(user));
  }
  useEffect(() => {
    // The user as the API sees them now (points, verified e-mail) replaces this browser's copy.
    if (getAccessToken() && getStoredUser()?.id === user.id) saveUser(user);
  }, [user]);
  return <>{children}</>;
}

/** The server's reads not yet in the store, for the page under `ServerReads`. */
interface PendingReads {
  reads: ServerRead[];
}

const ServerReadsContext = createContext<PendingReads | null>(null);

/**
 * The page's reads the server made. They reach the cache from `useReadOnOpen`, called by the
 * components that show them: an entry can only be stored once its endpoint is injected, and
 * in the browser a feature's endpoints load with its components.
 */
export function ServerReads({ reads, children }: { reads: ServerRead[]; children: ReactNode }) {
  const [pending] = useState<PendingReads>(() => ({ reads }));
  return <ServerReadsContext value={reads.length > 0 ? pending : null}>{children}</ServerReadsContext>;
}

const READ_AS_RENDERED = { refetchOnMountOrArgChange: false } as const;

/**
 * The options of a page's own reads (`READ_ON_OPEN`), and before them what the server read for
 * this page: stored on the first render, then used as they are instead of asked again on mount
 * (they are a moment old). A page opened later by navigating asks the API as before.
 */
export function useReadOnOpen() {
  const pending = useContext(ServerReadsContext);
  const store = useAppStore();
  if (pending && pending.reads.length > 0) {
    const known = (read: ServerRead) => read.endpointName in api.endpoints;
    const ready = pending.reads.filter(known);
    if (ready.length > 0) {
      pending.reads = pending.reads.filter((read) => !known(read));
      store.dispatch(api.util.upsertQueryEntries(ready as never));
    }
  }
  return pending ? READ_AS_RENDERED : READ_ON_OPEN;
}

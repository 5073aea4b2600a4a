"use client";

import { Activity, useEffect, useLayoutEffect, useState, type ReactNode } from "react";

/**
 * Hydration in short tasks (docs/decisions/010). React hydrates a page's root in one
 * uninterruptible task; an `<Activity>` boundary found on the way is left as the server's HTML
 * and hydrated right after, at the lowest priority, in slices of a few milliseconds that give
 * the main thread back in between (a click inside it hydrates it at once and is replayed).
 * On the server it is only two comments around its content: nothing is streamed differently.
 *
 * What hydrates late must find the state the server rendered: the store may not change in a
 * way such a part shows until every one of them has hydrated, or React would find other HTML
 * and render that part again. `afterHydration` is how the code that changes it on a page load
 * (the stored session) waits.
 */

/** The parts still waiting for their hydration. */
const waitingParts = new Set<object>();
let callbacks: Array<() => void> = [];

function release() {
  if (waitingParts.size > 0) return;
  const ready = callbacks;
  callbacks = [];
  for (const callback of ready) callback();
}

/**
 * Its children hydrate after the page's root, in short tasks. Place it where nothing above it
 * re-renders before then with other props (in a server component's output, around server
 * elements): an update reaching a part that has not hydrated makes React hydrate it at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  // The root's commit, before any passive effect: every part is counted before anything waits.
  useLayoutEffect(() => {
    waitingParts.add(part);
    return () => {
      waitingParts.delete(part);
      release();
    };
  }, [part]);
  return (
    <Activity mode="visible">
      {children}
      <Hydrated part={part} />
    </Activity>
  );
}

function Hydrated({ part }: { part: object }) {
  useEffect(() => {
    waitingParts.delete(part);
    release();
  }, [part]);
  return null;
}

/**
 * Runs `callback` in a task of its own once no part of the page is waiting for its hydration
 * (at once, in the next task, when none is). Returns a function that cancels it.
 */
export function afterHydration(callback: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(callback, 0);
  };
  if (waitingParts.size === 0) schedule();
  else callbacks.push(schedule);
  return () => {
    window.clearTimeout(timer);
    callbacks = callbacks.filter((waiting) => waiting !== schedule);
  };
}

/**
 * Resolves once no part of the page is waiting for its hydration: a session that a form opens
 * (sign-in, registration) reaches the store only then, or a part still hydrating would find a
 * signed-in header where the server rendered a signed-out one.
 */
export function hydrationDone(): Promise<void> {
  return new Promise((resolve) => {
    afterHydration(resolve);
  });
}

import { act, render } from "@testing-library/react";
import { use, useEffect, useSyncExternalStore } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterHydration, HydrateLater, hydrationDone } from "./deferred-hydration";

/** A store outside React, read as react-redux reads the app's (the server's snapshot = the state). */
let name = "visitante";
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readName = () => name;
function signIn(next: string) {
  name = next;
  for (const listener of listeners) listener();
}

function Greeting({ ready, log }: { ready: Promise<void>; log: string[] }) {
  use(ready); // holds this part's hydration until the test lets it go
  const shown = useSyncExternalStore(subscribe, readName, readName);
  useEffect(() => {
    log.push(`hydrated as ${name}`);
  }, [log]);
  return <p>Hola, {shown}</p>;
}

/** What the page's root does on a load: signs the visitor in once the late parts have hydrated. */
function SignInAfterHydration({ log }: { log: string[] }) {
  useEffect(
    () =>
      afterHydration(() => {
        log.push("signed in");
        signIn("Ana");
      }),
    [log],
  );
  return null;
}

function Page({ ready, log }: { ready: Promise<void>; log: string[] }) {
  return (
    <div>
      <SignInAfterHydration log={log} />
      <HydrateLater>
        <Greeting ready={ready} log={log} />
      </HydrateLater>
    </div>
  );
}

function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  name = "visitante";
  listeners.clear();
});

describe("HydrateLater", () => {
  it("hydrates after the root, and what waits for it runs only then, so the HTML still matches", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page ready={fulfilled()} log={[]} />);
    expect(container.innerHTML).toContain("<!--&-->");
    expect(container.textContent).toBe("Hola, visitante");

    const log: string[] = [];
    const recoverableErrors: unknown[] = [];
    let release = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    await act(async () => {
      root = hydrateRoot(container, <Page ready={ready} log={log} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    // The root has hydrated and its effects have run; the late part is still the server's HTML.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(log).toEqual([]);
    expect(container.textContent).toBe("Hola, visitante");

    await act(async () => {
      release();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(log).toEqual(["hydrated as visitante", "signed in"]);
    expect(container.textContent).toBe("Hola, Ana");
    expect(recoverableErrors).toEqual([]);
  });

  it("holds nothing back when it mounts in the browser rather than hydrating", async () => {
    const log: string[] = [];
    render(<Page ready={fulfilled()} log={log} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(log).toEqual(["hydrated as visitante", "signed in"]);
  });
});

describe("afterHydration", () => {
  it("runs in the next task when no part is waiting, and can be cancelled", () => {
    vi.useFakeTimers();
    try {
      const first = vi.fn();
      const second = vi.fn();
      afterHydration(first);
      const cancel = afterHydration(second);
      expect(first).not.toHaveBeenCalled();
      cancel();
      vi.runAllTimers();
      expect(first).toHaveBeenCalledOnce();
      expect(second).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("hydrationDone", () => {
  it("waits for a late part to hydrate (a session opened by a form meanwhile waits with it)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page ready={fulfilled()} log={[]} />);
    let release = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    await act(async () => {
      root = hydrateRoot(container, <Page ready={ready} log={[]} />);
    });
    let done = false;
    void hydrationDone().then(() => {
      done = true;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(done).toBe(false);
    await act(async () => {
      release();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(done).toBe(true);
  });
});

import { setupWorker } from "msw/browser";
import { handlers } from "@/mocks/handlers";

/**
 * Starts the service worker (`public/mockServiceWorker.js`, copied from msw by
 * `npx msw init apps/web/public --save=false`). Loaded only when NEXT_PUBLIC_API_MOCKS=true.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: "/mockServiceWorker.js" },
    // Whatever is not mocked reaches the real API as usual.
    onUnhandledRequest: "bypass",
  });
}

import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import { AcademySlots } from "@/app/academia/academy-slots";
import { makeAppStore, type HydrationState } from "@/app/store";

/** The app's store (every area, as the pages have it), for tests of feature code. */
export const makeTestStore = makeAppStore;

/**
 * Renders with a fresh store (kept across rerenders), returned for dispatching and assertions,
 * inside the academy's composition (its slots filled as the app fills them).
 */
export function renderWithStore(ui: ReactElement, preloaded?: HydrationState) {
  const store = makeAppStore(preloaded);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AcademySlots>{children}</AcademySlots>
    </Provider>
  );
  const result = render(ui, { wrapper });
  return { store, ...result };
}

import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@/store/make-store";
import type { HydrationState } from "@/store/root-reducer";

/** Renders with a fresh store (kept across rerenders), returned for dispatching and assertions. */
export function renderWithStore(ui: ReactElement, preloaded?: HydrationState) {
  const store = makeStore(preloaded);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const result = render(ui, { wrapper });
  return { store, ...result };
}

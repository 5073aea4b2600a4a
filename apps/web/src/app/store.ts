import type { StateFromReducersMapObject } from "@reduxjs/toolkit";
import { ratesSlice } from "@/features/learning/stores/rates-slice";
import { notificationsSlice } from "@/features/notifications/stores/notifications-slice";
import { quizzesSlice } from "@/features/quizzes/stores/quizzes-slice";
import { createStore, sharedReducers, type PreloadedAreas } from "@/store/make-store";

/**
 * The root reducer, composed where features may be imported (docs/decisions/020): the
 * shared areas (`src/store`) and those a feature owns, under the names spec §3 gives them.
 */
export const rootReducers = {
  ...sharedReducers,
  rates: ratesSlice.reducer,
  exercises: quizzesSlice.reducer,
  notifications: notificationsSlice.reducer,
};

export type RootState = StateFromReducersMapObject<typeof rootReducers>;
export type HydrationState = PreloadedAreas<RootState>;

/** The store of the app: one per request on the server, one per page load in the browser. */
export function makeAppStore(preloaded?: HydrationState) {
  return createStore(rootReducers, preloaded);
}

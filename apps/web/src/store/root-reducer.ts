import { combineReducers, createAction, type UnknownAction } from "@reduxjs/toolkit";
import { authSlice } from "@/store/slices/auth-slice";
import { blogSlice } from "@/store/slices/blog-slice";
import { commonsSlice } from "@/store/slices/commons-slice";
import { coursesSlice } from "@/store/slices/courses-slice";
import { errorsSlice } from "@/store/slices/errors-slice";
import { exercisesSlice } from "@/store/slices/exercises-slice";
import { generalSlice } from "@/store/slices/general-slice";
import { levelsSlice } from "@/store/slices/levels-slice";
import { navigationSlice } from "@/store/slices/navigation-slice";
import { notificationsSlice } from "@/store/slices/notifications-slice";
import { ratesSlice } from "@/store/slices/rates-slice";
import { shopSlice } from "@/store/slices/shop-slice";
import { themesSlice } from "@/store/slices/themes-slice";

/** The client state areas of spec §3. */
const combined = combineReducers({
  auth: authSlice.reducer,
  shop: shopSlice.reducer,
  navigation: navigationSlice.reducer,
  blog: blogSlice.reducer,
  courses: coursesSlice.reducer,
  errors: errorsSlice.reducer,
  commons: commonsSlice.reducer,
  levels: levelsSlice.reducer,
  rates: ratesSlice.reducer,
  exercises: exercisesSlice.reducer,
  notifications: notificationsSlice.reducer,
  general: generalSlice.reducer,
  themes: themesSlice.reducer,
});

export type RootState = ReturnType<typeof combined>;

/** State rendered on the server, area by area; each given area is merged over the client's. */
export type HydrationState = { [Area in keyof RootState]?: Partial<RootState[Area]> };

export const hydrate = createAction<HydrationState>("hydrate");

/**
 * Spec §4: server hydration keeps the client's own loader value — the server never knows
 * whether a route change is under way in this browser.
 */
export function mergeHydration(state: RootState, incoming: HydrationState): RootState {
  const next = { ...state } as Record<keyof RootState, unknown>;
  for (const area of Object.keys(incoming) as (keyof RootState)[]) {
    const patch = incoming[area];
    if (patch) next[area] = { ...state[area], ...patch };
  }
  const merged = next as RootState;
  return { ...merged, commons: { ...merged.commons, loader: state.commons.loader } };
}

export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (hydrate.match(action)) {
    return mergeHydration(state ?? combined(undefined, action), action.payload);
  }
  return combined(state, action);
}

import { combineReducers, type UnknownAction } from "@reduxjs/toolkit";
import { api } from "@/store/api";
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
  // RTK Query's cache of server data: part of the store, observable like the areas above.
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof combined>;

/**
 * A partial state per area, for a store created with some areas preset (tests, stories).
 * Nothing is hydrated from the server: public pages carry their data as HTML and the client
 * reads what it needs, so the route-change loader is only ever the client's own.
 */
export type HydrationState = { [Area in keyof RootState]?: Partial<RootState[Area]> };

export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state, action);
}

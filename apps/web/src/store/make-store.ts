import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from "@reduxjs/toolkit";
import { api } from "@/store/api";
import { rootReducer, type HydrationState, type RootState } from "@/store/root-reducer";
import { clearAuth, setSession } from "@/store/slices/auth-slice";

/** Another person's (or nobody's) session must never see the previous one's cached answers. */
const resetServerDataOnSessionChange: Middleware = (store) => (next) => (action) => {
  const before = (store.getState() as RootState).auth.user?.id ?? null;
  const result = next(action);
  if (clearAuth.match(action) || setSession.match(action)) {
    const after = (store.getState() as RootState).auth.user?.id ?? null;
    if (before !== after) store.dispatch(api.util.resetApiState());
  }
  return result;
};

/**
 * One store per request on the server and one per page load in the browser (the RTK +
 * App Router pattern): a module-level store would leak one visitor's state into another's.
 *
 * The slices live in src/store (not in features/) because several features read the same
 * areas — the header reads auth, the error toasts read errors, every page drives the loader.
 */
export function makeStore(preloaded?: HydrationState) {
  const base = rootReducer(undefined, { type: "@@fz/init" });
  const preloadedState = preloaded
    ? (Object.fromEntries(
        Object.entries(base).map(([area, value]) => [
          area,
          { ...(value as object), ...(preloaded[area as keyof RootState] ?? {}) },
        ]),
      ) as RootState)
    : undefined;
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, resetServerDataOnSessionChange),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
export type { RootState };

import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type ReducersMapObject,
  type StateFromReducersMapObject,
  type ThunkAction,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { api } from "@/store/api";
import { authSlice, clearAuth, selectAcademySignedIn, selectAcademyUser, setSession } from "@/store/slices/auth-slice";
import { commonsSlice } from "@/store/slices/commons-slice";
import { errorsSlice } from "@/store/slices/errors-slice";
import { generalSlice } from "@/store/slices/general-slice";
import { navigationSlice } from "@/store/slices/navigation-slice";

/**
 * The areas no feature owns (spec §3), read across the app: the session, the error toasts'
 * queue, the route-change loader, the register modal and the navigation drawer — and RTK
 * Query's cache of server data (`api`), observable like the rest. Feature-owned areas are
 * added by the app layer (`src/app/store.ts`): the store here knows nothing of features.
 */
export const sharedReducers = {
  auth: authSlice.reducer,
  navigation: navigationSlice.reducer,
  errors: errorsSlice.reducer,
  commons: commonsSlice.reducer,
  general: generalSlice.reducer,
  [api.reducerPath]: api.reducer,
};

export type SharedState = StateFromReducersMapObject<typeof sharedReducers>;

/**
 * A partial state per area, for a store created with some areas preset (tests, the first
 * render's `general.isPublic`). Public pages carry their data as HTML and the client reads
 * what it needs; the academy's first view hands what the server read to the store from the
 * page itself (`store/server-data.tsx`), not through this preset.
 */
export type PreloadedAreas<State> = { [Area in keyof State]?: Partial<State[Area]> };

/**
 * Another person's (or nobody's) session must never see the previous one's cached answers:
 * the cache is emptied when the signed-in user changes and when the session ends.
 */
const resetServerDataOnSessionChange: Middleware = (store) => (next) => (action) => {
  const session = () => (store.getState() as SharedState).auth;
  // A page the server rendered for a student counts as theirs: their stored session arriving
  // keeps its answers; another one (or none) empties them.
  const state = store.getState() as SharedState;
  const before = { user: selectAcademyUser(state)?.id ?? null, signedIn: selectAcademySignedIn(state) };
  const firstRead = !state.auth.restored && before.user === null;
  const result = next(action);
  // The page's first read of the stored session, on a page rendered for nobody: whatever was
  // asked before it went with that same stored token (the HTTP client reads it from storage),
  // so it is already theirs — and a request still on its way (a one-use e-mail link) must not
  // be dropped and sent again.
  if (firstRead && setSession.match(action)) return result;
  if (clearAuth.match(action) || setSession.match(action)) {
    const after = { user: session().user?.id ?? null, signedIn: session().token !== null };
    const signedOut = clearAuth.match(action) || (before.signedIn && !after.signedIn);
    if (signedOut || before.user !== after.user) store.dispatch(api.util.resetApiState());
  }
  return result;
};

/**
 * One store per request on the server and one per page load in the browser (the RTK +
 * App Router pattern): a module-level store would leak one visitor's state into another's.
 * `reducers` is every area the store holds: the shared ones, plus what the app layer adds.
 */
export function createStore<Reducers extends typeof sharedReducers & ReducersMapObject>(
  reducers: Reducers,
  preloaded?: PreloadedAreas<StateFromReducersMapObject<Reducers>>,
) {
  type State = StateFromReducersMapObject<Reducers>;
  const reducer = combineReducers(reducers) as unknown as Reducer<State, UnknownAction>;
  const base = reducer(undefined, { type: "@@fz/init" }) as Record<string, unknown>;
  const preloadedState = preloaded
    ? Object.fromEntries(
        Object.entries(base).map(([area, value]) => [
          area,
          { ...(value as object), ...((preloaded as Record<string, object | undefined>)[area] ?? {}) },
        ]),
      )
    : undefined;
  return configureStore({
    reducer,
    preloadedState: preloadedState as State | undefined,
    middleware: (getDefault) =>
      getDefault().concat(api.middleware as unknown as Middleware<object, State>, resetServerDataOnSessionChange as Middleware<object, State>),
    // RTK Query's answers reach the page in the same task: batched per tick, not per animation
    // frame (which a background tab never gets, and fake timers in tests never run).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: "tick" } }),
  });
}

/** A store of the shared areas only: for shared code and its tests. */
export function makeStore(preloaded?: PreloadedAreas<SharedState>) {
  return createStore(sharedReducers, preloaded);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
export type AppThunk<Result = void> = ThunkAction<Result, SharedState, unknown, UnknownAction>;

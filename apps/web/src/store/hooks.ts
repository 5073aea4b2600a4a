import { useDeferredValue } from "react";
import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, SharedState } from "@/store/make-store";

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * `useSelector` over the shared areas by default (`(state) => state.auth.user`); a feature's
 * own area is read with a selector typed on it (`selectAskForRate`), since the store that
 * composes every area is the app layer's and features do not import it.
 */
export const useAppSelector = useSelector as <Selected, State = SharedState>(
  selector: (state: State) => Selected,
  equalityFn?: (left: Selected, right: Selected) => boolean,
) => Selected;

export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A shared value that the page's chrome follows without hurry (the header's and the footer's
 * signed-in state). A store update renders its readers at once and in one piece (react-redux
 * reads the store synchronously); read through this hook, a component renders first with the
 * value it had, then with the new one in a transition that React splits into short tasks. On a
 * page load the session arrives from localStorage just after hydration: the header's name,
 * points, bell and cart then no longer lengthen one long task of the main thread.
 */
export function useDeferredAppSelector<Selected>(selector: (state: SharedState) => Selected): Selected {
  return useDeferredValue(useAppSelector(selector));
}

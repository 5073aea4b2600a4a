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

import type { AppThunk } from "@/store/make-store";
import { restoreDrawer, toggleMini, toggleOpen, type NavigationState } from "@/store/slices/navigation-slice";

/**
 * The wide-screen drawer (open, mini) is a per-browser preference: an admin who collapsed it
 * to icons finds it collapsed on the next visit. The phone overlay (openMobile) is never
 * remembered: it closes on every route change.
 */
export const NAVIGATION_STORAGE_KEY = "fz-admin-navigation";

export type DrawerPreferences = Pick<NavigationState, "open" | "mini">;

/** What a first visit gets: the drawer open and expanded. */
export const DEFAULT_DRAWER: DrawerPreferences = { open: true, mini: false };

export function readDrawerPreferences(): DrawerPreferences {
  if (typeof window === "undefined") return DEFAULT_DRAWER;
  try {
    const raw = window.localStorage.getItem(NAVIGATION_STORAGE_KEY);
    if (!raw) return DEFAULT_DRAWER;
    const parsed = JSON.parse(raw) as Partial<Record<keyof DrawerPreferences, unknown>>;
    return {
      open: typeof parsed.open === "boolean" ? parsed.open : DEFAULT_DRAWER.open,
      mini: typeof parsed.mini === "boolean" ? parsed.mini : DEFAULT_DRAWER.mini,
    };
  } catch {
    // Unreadable storage (private mode) or a value from an older format: start fresh.
    return DEFAULT_DRAWER;
  }
}

export function writeDrawerPreferences(preferences: DrawerPreferences): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(NAVIGATION_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // A preference that cannot be kept is not worth an error.
  }
}

/** Applies the stored preference to the store (once the admin shell mounts in the browser). */
export function restoreDrawerPreferences(): AppThunk {
  return (dispatch) => {
    dispatch(restoreDrawer(readDrawerPreferences()));
  };
}

function persist(): AppThunk {
  return (_dispatch, getState) => {
    const { open, mini } = getState().navigation;
    writeDrawerPreferences({ open, mini });
  };
}

/** Shows or hides the side drawer on wide screens, and remembers it. */
export function toggleDrawer(): AppThunk {
  return (dispatch) => {
    dispatch(toggleOpen());
    dispatch(persist());
  };
}

/** Collapses the drawer to an icon rail (or expands it), and remembers it. */
export function toggleDrawerMini(): AppThunk {
  return (dispatch) => {
    dispatch(toggleMini());
    dispatch(persist());
  };
}

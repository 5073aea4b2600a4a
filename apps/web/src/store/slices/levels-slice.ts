import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { LevelItem, LevelProgressItem, PriceItem, TemaryPage, ThemeSummaryItem } from "@/lib/academy-types";

export interface LevelsState {
  data: LevelItem[];
  specials: LevelItem[];
  /** Ways to buy the level in `detail` (empty until commerce provides prices). */
  prices: PriceItem[];
  detail: LevelItem | null;
  temary: ThemeSummaryItem[];
  /** Which level `temary` belongs to, so a page never shows another level's topics. */
  temaryLevelId: number | null;
}

const initialState: LevelsState = { data: [], specials: [], prices: [], detail: null, temary: [], temaryLevelId: null };

/** Every copy of a level's progress moves together: list, detail. */
function applyProgress(state: LevelsState, levelId: number, progress: LevelProgressItem | null) {
  if (state.detail?.id === levelId) state.detail.progress = progress;
  for (const level of state.data) if (level.id === levelId) level.progress = progress;
}

export const levelsSlice = createSlice({
  name: "levels",
  initialState,
  reducers: {
    patchLevels(state, action: PayloadAction<Partial<LevelsState>>) {
      Object.assign(state, action.payload);
    },
    setLevelDetail(state, action: PayloadAction<LevelItem>) {
      state.detail = action.payload;
      state.prices = action.payload.prices;
    },
    setTemary(state, action: PayloadAction<TemaryPage>) {
      const page = action.payload;
      state.temary = page.results;
      state.temaryLevelId = page.level.id;
      applyProgress(state, page.level.id, page.progress);
    },
    /** A topic was opened: the API recorded the view. */
    markThemeViewed(state, action: PayloadAction<{ themeId: number; levelId: number }>) {
      if (state.temaryLevelId !== action.payload.levelId) return;
      const theme = state.temary.find((item) => item.id === action.payload.themeId);
      if (theme && !theme.viewed && !theme.isLocked) {
        theme.viewed = true;
        const progress = state.detail?.id === action.payload.levelId ? state.detail.progress : null;
        if (progress) applyProgress(state, action.payload.levelId, { ...progress, viewed: progress.viewed + 1 });
      }
    },
    markThemeFinished(state, action: PayloadAction<{ themeId: number; levelId: number; progress: LevelProgressItem }>) {
      const { themeId, levelId, progress } = action.payload;
      if (state.temaryLevelId === levelId) {
        const theme = state.temary.find((item) => item.id === themeId);
        if (theme) {
          theme.viewed = true;
          theme.finished = true;
        }
      }
      applyProgress(state, levelId, progress);
    },
  },
});

export const { patchLevels, setLevelDetail, setTemary, markThemeViewed, markThemeFinished } = levelsSlice.actions;

import {
  dismissAskForRate,
  finishTheme as postFinishTheme,
  getAskForRate,
  getLevel,
  getRateStats,
  getTemary,
  getTheme,
  listRates,
  rateLevel as postRate,
} from "@/features/learning/api/learning-api";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import { setThemeStanding } from "@/store/slices/courses-slice";
import { markThemeFinished, markThemeViewed, setLevelDetail, setTemary } from "@/store/slices/levels-slice";
import { saveOwnRate, setAskForRate, setRates, setRateStats } from "@/store/slices/rates-slice";
import { markOpenThemeFinished, setTheme } from "@/store/slices/themes-slice";

export interface ThemeKey {
  slug: string;
  levelId: number;
}

/** Opens a topic: its detail, where the student stands in it, and the level's list marks it seen. */
export const fetchTheme = createAppAsyncThunk(
  "themes/fetchTheme",
  async ({ slug, levelId }: ThemeKey, { dispatch, signal, rejectWithValue }) => {
    try {
      const theme = await getTheme(slug, levelId, signal);
      dispatch(setTheme(theme));
      dispatch(
        setThemeStanding({
          theme: { id: theme.id, slug: theme.slug, title: theme.title, levelId: theme.level.id },
          finished: theme.finished,
          nextTheme: theme.nextTheme,
          recommendation: theme.recommendation,
        }),
      );
      if (!theme.isLocked) dispatch(markThemeViewed({ themeId: theme.id, levelId: theme.level.id }));
      return { themeId: theme.id };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/**
 * "Marcar como terminado": records it, moves the level's progress, then asks the API
 * whether this is the moment to ask for a rating (e.g. the level's last topic).
 */
export const finishTheme = createAppAsyncThunk(
  "courses/finishTheme",
  async ({ slug, levelId }: ThemeKey, { dispatch, signal, rejectWithValue }) => {
    let result;
    try {
      result = await postFinishTheme(slug, levelId);
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
    dispatch(markOpenThemeFinished(result.theme.id));
    dispatch(markThemeFinished({ themeId: result.theme.id, levelId: result.theme.levelId, progress: result.progress }));
    dispatch(
      setThemeStanding({
        theme: result.theme,
        finished: true,
        nextTheme: result.nextTheme,
        recommendation: result.recommendation,
      }),
    );
    try {
      const ask = await getAskForRate(slug, levelId, signal);
      dispatch(setAskForRate({ ask: ask.ask, levelId: ask.level.id }));
    } catch {
      // The topic is finished either way; not asking for a rating is the safe outcome.
      dispatch(setAskForRate({ ask: false, levelId: null }));
    }
    return result;
  },
);

/** "Ahora no": the API will not ask again for this level. */
export const dismissRatePrompt = createAppAsyncThunk(
  "rates/dismissRatePrompt",
  async ({ slug, levelId }: ThemeKey, { dispatch, signal, rejectWithValue }) => {
    // Closed at once: the student said no, whatever the network does next.
    dispatch(setAskForRate({ ask: false, levelId: null }));
    try {
      await dismissAskForRate(slug, levelId);
      return undefined;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: false }));
    }
  },
);

/** The student's rating of a level (1–5 and an optional comment); the stats are refreshed after it. */
export const rateLevel = createAppAsyncThunk(
  "rates/rateLevel",
  async (
    { levelId, score, comment }: { levelId: number; score: number; comment: string },
    { dispatch, signal, rejectWithValue },
  ) => {
    try {
      const trimmed = comment.trim();
      const rate = await postRate(levelId, { score, comment: trimmed === "" ? null : trimmed });
      dispatch(saveOwnRate(rate));
      try {
        dispatch(setRateStats(await getRateStats(levelId, signal)));
      } catch {
        // The rating is saved; stale stats are refreshed on the next visit.
      }
      return rate;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

export const RATES_PREVIEW = 6;

/** A level's rating stats and its newest ratings. */
export const fetchLevelRates = createAppAsyncThunk(
  "rates/fetchLevelRates",
  async (levelId: number, { dispatch, signal, rejectWithValue }) => {
    try {
      const [stats, page] = await Promise.all([getRateStats(levelId, signal), listRates(levelId, RATES_PREVIEW, signal)]);
      dispatch(setRateStats(stats));
      dispatch(setRates({ levelId, rates: page.results, count: page.count }));
      return { levelId };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** The level of a locked topic (prices, free topics), unless the store already has it. */
/**
 * The temary of a topic's level, asked for beside the topic (not after it): the topic page
 * shows both at once. Skipped when that level's temary is already in the store.
 */
export const fetchThemeTemary = createAppAsyncThunk(
  "levels/fetchThemeTemary",
  async (levelId: number, { dispatch, signal, rejectWithValue }) => {
    try {
      dispatch(setTemary(await getTemary(levelId, signal)));
      return { levelId };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: false }));
    }
  },
  { condition: (levelId, { getState }) => getState().levels.temaryLevelId !== levelId },
);

export const fetchThemeLevel = createAppAsyncThunk(
  "levels/fetchThemeLevel",
  async (levelId: number, { dispatch, signal, rejectWithValue }) => {
    try {
      dispatch(setLevelDetail(await getLevel(levelId, signal)));
      return { levelId };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: false }));
    }
  },
  { condition: (levelId, { getState }) => getState().levels.detail?.id !== levelId },
);

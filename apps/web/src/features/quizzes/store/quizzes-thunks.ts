import {
  getExercise,
  getLevel,
  listExercises,
  submitAttempt as postAttempt,
  type AnswerInput,
} from "@/features/quizzes/api/quizzes-api";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import { patchExercises, patchExercisesPagination, setAttemptResult, setExercise, setExerciseList } from "@/store/slices/exercises-slice";
import { setLevelDetail } from "@/store/slices/levels-slice";

/** One page of a level's exercises; `pagination.loading` covers page changes. */
export const fetchExerciseList = createAppAsyncThunk(
  "exercises/fetchExerciseList",
  async ({ levelId, page }: { levelId: number; page: number }, { dispatch, signal, rejectWithValue }) => {
    dispatch(patchExercisesPagination({ loading: true }));
    try {
      const data = await listExercises(levelId, page, signal);
      dispatch(setExerciseList({ levelId, page, data }));
      return { count: data.count };
    } catch (error) {
      dispatch(patchExercisesPagination({ loading: false }));
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** An exercise and its level (whose access decides whether attempts can be sent). */
export const fetchExercise = createAppAsyncThunk(
  "exercises/fetchExercise",
  async ({ levelId, exerciseId }: { levelId: number; exerciseId: number }, { dispatch, signal, rejectWithValue }) => {
    dispatch(patchExercises({ loading: true }));
    try {
      const [exercise, level] = await Promise.all([getExercise(levelId, exerciseId, signal), getLevel(levelId, signal)]);
      dispatch(setLevelDetail(level));
      dispatch(setExercise(exercise));
      return { exerciseId: exercise.id };
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    } finally {
      dispatch(patchExercises({ loading: false }));
    }
  },
);

export const submitAttempt = createAppAsyncThunk(
  "exercises/submitAttempt",
  async (
    { levelId, exerciseId, answers }: { levelId: number; exerciseId: number; answers: AnswerInput[] },
    { dispatch, signal, rejectWithValue },
  ) => {
    try {
      const result = await postAttempt(levelId, exerciseId, answers);
      dispatch(setAttemptResult(result));
      return result;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

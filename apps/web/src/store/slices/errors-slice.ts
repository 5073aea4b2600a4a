import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { errorItemsFrom, type AppError, type NewErrorItem } from "@/lib/http-errors";

export interface ErrorItem {
  /** Sequential, per store: identifies the toast and its removal. */
  id: number;
  statusCode: number;
  error: AppError;
}

export interface ErrorsState {
  list: ErrorItem[];
  lastId: number;
}

const initialState: ErrorsState = { list: [], lastId: 0 };

export const errorsSlice = createSlice({
  name: "errors",
  initialState,
  reducers: {
    queueErrors(state, action: PayloadAction<NewErrorItem[]>) {
      for (const item of action.payload) {
        state.lastId += 1;
        state.list.push({ id: state.lastId, statusCode: item.statusCode, error: item.error });
      }
    },
    removeError(state, action: PayloadAction<number>) {
      state.list = state.list.filter((item) => item.id !== action.payload);
    },
  },
});

export const { queueErrors, removeError } = errorsSlice.actions;

/** Queues whatever a failed call threw, mapped by the spec §8 table. */
export function reportError(error: unknown, options?: { isBrowser?: boolean }) {
  return queueErrors(errorItemsFrom(error, options));
}

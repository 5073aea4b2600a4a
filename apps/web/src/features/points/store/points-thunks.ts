import type { RedeemType } from "@fz/contracts/points";
import { getPoints, redeemPoints } from "@/features/points/api/points-api";
import { isApiError } from "@/lib/api-error";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import { setPoints, setPointsAmount } from "@/store/slices/commons-slice";

/**
 * `commons.points` from `GET /api/points/`. `quiet` is the header's refresh on navigation:
 * a failure there keeps the last balance and raises no toast (the page it sits on has its
 * own errors to show).
 */
export const fetchPoints = createAppAsyncThunk(
  "commons/fetchPoints",
  async (options: { quiet?: boolean } | void, { dispatch, signal, rejectWithValue }) => {
    try {
      const points = await getPoints(signal);
      dispatch(setPoints(points));
      return points.amount;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: !options?.quiet }));
    }
  },
);

export interface RedeemOutcome {
  ok: boolean;
  /** The new balance, on success. */
  points?: number;
  /** The API's Spanish reason, on a refusal (not enough points, already owned). */
  message?: string;
}

function firstMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && typeof errors[0] === "string" ? errors[0] : undefined;
}

/**
 * Spends points on a reward. The new balance goes to `commons.points` at once (the header
 * shows it), then the whole points data is read again (achievements, rewards). A 400 is the
 * dialog's to explain, so it is answered, not toasted; anything else goes to the error toasts.
 */
export const redeemReward = createAppAsyncThunk(
  "commons/redeemReward",
  async ({ redeemType, slug }: { redeemType: RedeemType; slug: string }, { dispatch, signal }): Promise<RedeemOutcome> => {
    try {
      const { points } = await redeemPoints(redeemType, slug);
      dispatch(setPointsAmount(points));
      void dispatch(fetchPoints({ quiet: true }));
      return { ok: true, points };
    } catch (error) {
      const refused = isApiError(error) && error.status === 400;
      failWith(error, { dispatch, signal }, { report: !refused });
      // The balance may have changed elsewhere (another tab redeemed): show the real one.
      if (refused) void dispatch(fetchPoints({ quiet: true }));
      return { ok: false, message: refused ? (firstMessage(error.body) ?? "No fue posible hacer el canje.") : undefined };
    }
  },
);

import type { Page } from "@fz/contracts/common";
import type { PointsEntry, PointsResponse, RedeemType } from "@fz/contracts/points";
import type { Camel } from "@/lib/case";
import { api, reportFor, serializeWithoutQuiet, type Quietly } from "@/store/api";

export type PointsSummary = Camel<PointsResponse>;
export type PointsReward = PointsSummary["rewards"][number];
export type PointsEntryItem = Camel<PointsEntry>;

export const HISTORY_PAGE_SIZE = 10;

/**
 * Spec §3 "points data" and its history (decision 020). Whatever earns or spends points
 * (a topic viewed, a quiz passed, a paid order, a practice, a redeem) invalidates `Points`,
 * so the header's balance and this page follow without asking by hand.
 */
export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Balance, rewards, achievements and how to earn. The header reads it quietly. */
    points: build.query<PointsSummary, Quietly<object>>({
      query: (args) => ({ path: "/api/points/", report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: ["Points"],
    }),
    /** The student's movements, newest first, a page at a time ("Ver más movimientos"). */
    pointsHistory: build.infiniteQuery<Page<PointsEntryItem>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.next !== null ? lastPage + 1 : undefined),
      },
      query: ({ pageParam }) => ({ path: "/api/points/history/", query: { page: pageParam, pageSize: HISTORY_PAGE_SIZE } }),
      providesTags: ["Points"],
    }),
    /**
     * Spends points on a reward. The new balance shows at once (the header too), then the
     * points data is read again (achievements, history). A 400 (not enough points, already
     * owned) is the dialog's to explain: it is not toasted, and the real balance is read again.
     */
    redeem: build.mutation<{ points: number }, { redeemType: RedeemType; slug: string }>({
      query: (body) => ({ path: "/api/points/redeem/", method: "POST", body }),
      extraOptions: { report: { except: [400] } },
      // A month of a level or a tutorial opened: their access changed too.
      invalidatesTags: (answer) => (answer ? ["Points", "Level", "Progress", "Tutorial"] : ["Points"]),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(({ data }) => data, () => null);
        if (!answer) return;
        dispatch(
          pointsApi.util.updateQueryData("points", {}, (points) => {
            points.amount = answer.points;
          }),
        );
      },
    }),
  }),
});

export const { usePointsQuery, usePointsHistoryInfiniteQuery, useRedeemMutation } = pointsApi;

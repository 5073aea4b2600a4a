import { describe, expect, it, vi } from "vitest";
import { learningApi } from "@/features/learning/api/learning-api";
import { toCamel } from "@/lib/case";
import type { RateStatsItem, TemaryPage, TopicDetailItem } from "@/lib/academy-types";
import { api, failureStatus } from "@/store/api";
import { catalogueApi } from "@/store/catalogue-api";
import { makeTestStore as makeStore } from "@/test/render";
import {
  wireLevelRef,
  wireProgress,
  wireRate,
  wireRecommendation,
  wireStats,
  wireTemary,
  wireTopicSummary,
} from "@/test/academy-factories";
import { stubFetch } from "@/test/fetch";

const themeRef = { id: 18, slug: "primera-melodia", title: "Primera melodía", level_id: 1 };
const key = { slug: "primera-melodia", levelId: 1 };

/** A topic as the API sends it: its summary plus the lesson. */
const wireTopic = (summary: Record<string, unknown>) => ({
  ...summary,
  body: "Texto",
  video: null,
  course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" },
  previous_theme: null,
  next_theme: null,
  recommendation: wireRecommendation(),
});

function storeWithOpenTopic() {
  const store = makeStore();
  const last = wireTopicSummary({ id: 18, slug: "primera-melodia", position: 8, viewed: true });
  store.dispatch(
    api.util.upsertQueryEntries([
      {
        endpointName: "temary",
        arg: { levelId: 1 },
        value: toCamel(wireTemary([wireTopicSummary({ finished: true, viewed: true }), last])) as TemaryPage,
      },
      {
        endpointName: "topic",
        arg: key,
        value: toCamel(wireTopic(last)) as TopicDetailItem,
      },
    ] as never),
  );
  return store;
}

/** The topic and its level's temary as the store holds them. */
const openTopic = (store: ReturnType<typeof makeStore>) => learningApi.endpoints.topic.select(key)(store.getState()).data;
const cachedTemary = (store: ReturnType<typeof makeStore>) => catalogueApi.endpoints.temary.select({ levelId: 1 })(store.getState()).data;

describe("finishing a topic", () => {
  it("marks it finished everywhere, moves the progress and opens the rate prompt when the API asks", async () => {
    const { calls } = stubFetch(
      {
        status: 200,
        body: {
          theme: themeRef,
          finished: true,
          progress: wireProgress({ finished: 8, viewed: 8, percentage: 100 }),
          next_theme: null,
          recommendation: wireRecommendation({ kind: "exercise", message: "Haga el ejercicio", exercise: { id: 5, title: "Fundamentos", level_id: 1 } }),
        },
      },
      { status: 200, body: { ask: true, level: wireLevelRef() } },
    );
    const store = storeWithOpenTopic();
    const action = await store.dispatch(learningApi.endpoints.finishTopic.initiate(key));
    expect(action.data).toBeDefined();

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/themes/primera-melodia/finish/?level=1",
      "GET /api/themes/primera-melodia/ask-for-rate/?level=1",
    ]);
    const state = store.getState();
    expect(openTopic(store)?.finished).toBe(true);
    expect(cachedTemary(store)?.results.find((theme) => theme.id === 18)?.finished).toBe(true);
    expect(openTopic(store)).toMatchObject({ finished: true, nextTheme: null, recommendation: { kind: "exercise" } });
    expect(state.rates).toMatchObject({ askForRate: true, askForRateLevelId: 1 });
  });

  it("does not ask when the API says not to, and never asks after a failed finish", async () => {
    stubFetch({ status: 403, body: { errors: ["Este tema está bloqueado."], code: "forbidden" } });
    const store = storeWithOpenTopic();
    const action = await store.dispatch(learningApi.endpoints.finishTopic.initiate(key));
    expect(action.error).toBeDefined();
    expect(failureStatus(action.error)).toBe(403);
    expect(store.getState().rates.askForRate).toBe(false);
    expect(openTopic(store)?.finished).toBe(false);
    // The failure reached the spec §8 toasts.
    expect(store.getState().errors.list[0]?.error.title).toBe("Error de autorización");
  });
});

describe("rating a level", () => {
  it("sends score and trimmed comment, closes the prompt and refreshes the stats", async () => {
    const { calls } = stubFetch({ status: 201, body: wireRate({ score: 5, comment: "Excelente" }) }, { status: 200, body: wireStats({ average: 5 }) });
    const store = makeStore({ rates: { askForRate: true, askForRateLevelId: 1 } });
    // The level's stats are on screen (read before): the rating makes them stale.
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: "rateStats", arg: { levelId: 1 }, value: toCamel(wireStats()) as RateStatsItem }] as never));
    const shown = store.dispatch(catalogueApi.endpoints.rateStats.initiate({ levelId: 1 }));
    await store.dispatch(learningApi.endpoints.rateLevel.initiate({ levelId: 1, score: 5, comment: "  Excelente  " }));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/levels/1/rates/", body: { score: 5, comment: "Excelente" } });
    expect(store.getState().rates.askForRate).toBe(false);
    await vi.waitFor(() => expect(catalogueApi.endpoints.rateStats.select({ levelId: 1 })(store.getState()).data?.average).toBe(5));
    shown.unsubscribe();
  });

  it("sends no comment as null", async () => {
    const { calls } = stubFetch({ status: 201, body: wireRate({ comment: null }) }, { status: 200, body: wireStats() });
    await makeStore().dispatch(learningApi.endpoints.rateLevel.initiate({ levelId: 1, score: 3, comment: "   " }));
    expect(calls[0]?.body).toEqual({ score: 3, comment: null });
  });
});

describe("opening a topic", () => {
  it("asks for the topic and its level's temary at the same time", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const urls: string[] = [];
    const temary = wireTemary([wireTopicSummary({ id: 18, slug: "primera-melodia" })]);
    const topic = wireTopic(wireTopicSummary({ id: 18, slug: "primera-melodia" }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        urls.push(url);
        // Neither answer arrives until both requests have been sent.
        await gate;
        return Response.json(url.includes("/temary/") ? temary : topic);
      }),
    );
    const store = makeStore();
    const opened = Promise.all([
      store.dispatch(learningApi.endpoints.topic.initiate(key)),
      store.dispatch(catalogueApi.endpoints.temary.initiate({ levelId: 1 })),
    ]);
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    release();
    await opened;
    expect(urls.some((url) => url.startsWith("/api/themes/primera-melodia/"))).toBe(true);
    expect(urls.some((url) => url.startsWith("/api/levels/1/temary/"))).toBe(true);
    expect(cachedTemary(store)?.level.id).toBe(1);

    // Another topic of the same level: the temary is not asked for again.
    urls.length = 0;
    await store.dispatch(catalogueApi.endpoints.temary.initiate({ levelId: 1 }));
    expect(urls).toEqual([]);
  });
});

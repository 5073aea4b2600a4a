import { describe, expect, it } from "vitest";
import { notificationList, notificationsApi } from "@/features/notifications/api/notifications-api";
import { stubFetch } from "@/test/fetch";
import { makeTestStore as makeStore } from "@/test/render";

type Store = ReturnType<typeof makeStore>;

function wireNotification(id: number, unread = true) {
  return {
    id,
    kind: "achievement_unlocked",
    title: `Aviso ${id}`,
    body: "Cuerpo",
    link: "/academia/puntos",
    unread,
    created_at: "2026-11-20T15:00:00.000Z",
  };
}

function wirePage(ids: number[], { hasMore = false, unread = ids.length } = {}) {
  return {
    count: ids.length,
    next: hasMore ? "/api/notifications/?page=2" : null,
    previous: null,
    has_more: hasMore,
    unread_count: unread,
    results: ids.map((id) => wireNotification(id)),
  };
}

/** One poll, as the bell's pollingInterval makes it. */
const poll = (store: Store) => store.dispatch(notificationsApi.endpoints.unreadCount.initiate(undefined, { forceRefetch: true, subscribe: false }));
const unreadCount = (store: Store) => notificationsApi.endpoints.unreadCount.select()(store.getState()).data?.unreadCount;
const list = (store: Store) => notificationsApi.endpoints.notifications.select()(store.getState());
const listIds = (store: Store) => notificationList(list(store).data?.pages).map((item) => item.id);
const loadList = (store: Store) => store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined));
const loadMore = (store: Store) => store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined, { direction: "forward" }));

describe("polling the unread count", () => {
  it("takes the first answer as the starting point: no list, nothing announced", async () => {
    const store = makeStore();
    const { calls } = stubFetch({ status: 200, body: { unread_count: 2, latest_id: 7 } });
    await poll(store);
    expect(store.getState().notifications.arrivals).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(["/api/notifications/unread-count/"]);
    expect(unreadCount(store)).toBe(2);
    expect(store.getState().notifications).toMatchObject({ latestId: 7, polled: true });
  });

  it("reloads the first page only when latest_id moved, and announces what is new", async () => {
    const store = makeStore();
    const { calls } = stubFetch(
      { status: 200, body: { unread_count: 1, latest_id: 7 } },
      { status: 200, body: { unread_count: 1, latest_id: 7 } },
      { status: 200, body: { unread_count: 3, latest_id: 9 } },
      { status: 200, body: wirePage([9, 8, 7], { unread: 3 }) },
    );
    await poll(store);
    await poll(store);
    expect(store.getState().notifications.arrivals).toEqual([]);
    expect(calls).toHaveLength(2);

    await poll(store);
    await expect.poll(() => calls.length).toBe(4);
    expect(calls[3]?.url).toBe("/api/notifications/?page=1&page_size=20");
    await expect.poll(() => store.getState().notifications.arrivals.map((item) => item.id)).toEqual([9, 8]);
    expect(unreadCount(store)).toBe(3);
    expect(store.getState().notifications.latestId).toBe(9);
    expect(listIds(store)).toEqual([9, 8, 7]);
  });

  it("stays quiet when the connection drops (no toast every 30 s)", async () => {
    const store = makeStore();
    stubFetch("network-error");
    const result = await poll(store);
    expect(result.isError).toBe(true);
    expect(store.getState().errors.list).toEqual([]);
  });
});

describe("loading pages", () => {
  it("loads the first page, then the next while hasMore", async () => {
    const store = makeStore();
    const { calls } = stubFetch(
      { status: 200, body: wirePage([40, 39], { hasMore: true }) },
      { status: 200, body: wirePage([38, 37], { hasMore: false }) },
    );
    const subscription = loadList(store);
    await subscription;
    await loadMore(store);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/notifications/?page=1&page_size=20",
      "/api/notifications/?page=2&page_size=20",
    ]);
    expect(list(store)).toMatchObject({ data: { pageParams: [1, 2] }, hasNextPage: false, isLoading: false });
    // Nothing more to ask for.
    await loadMore(store);
    expect(calls).toHaveLength(2);
    subscription.unsubscribe();
  });

  it("skips notifications a shifted page repeats (new ones arrived between two pages)", async () => {
    const store = makeStore();
    const page = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);
    stubFetch({ status: 200, body: wirePage(page(40, 21), { hasMore: true }) }, { status: 200, body: wirePage(page(22, 3), { hasMore: true }) });
    await loadList(store);
    await loadMore(store);
    const ids = listIds(store);
    expect(ids).toEqual(page(40, 3));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads every loaded page again from the first when something arrives: new ones on top, no hole below", async () => {
    const store = makeStore();
    const page = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);
    const { calls } = stubFetch(
      { status: 200, body: { unread_count: 0, latest_id: 40 } },
      { status: 200, body: wirePage(page(40, 21), { hasMore: true }) },
      { status: 200, body: wirePage(page(20, 1), { hasMore: false }) },
      { status: 200, body: { unread_count: 30, latest_id: 70 } },
      { status: 200, body: wirePage(page(70, 51), { hasMore: true }) },
      { status: 200, body: wirePage(page(50, 31), { hasMore: true }) },
    );
    await poll(store);
    const subscription = loadList(store);
    await subscription;
    await loadMore(store);
    await poll(store);
    await expect.poll(() => calls.length).toBe(6);
    await expect.poll(() => listIds(store)).toEqual(page(70, 31));
    subscription.unsubscribe();
  });
});

describe("marking read", () => {
  it("marks one read at once and tells the server", async () => {
    const store = makeStore();
    const { calls } = stubFetch(
      { status: 200, body: { unread_count: 2, latest_id: 2 } },
      { status: 200, body: wirePage([2, 1], { unread: 2 }) },
      { status: 200, body: wireNotification(2, false) },
    );
    await poll(store);
    await loadList(store);
    const pending = store.dispatch(notificationsApi.endpoints.markRead.initiate(2));
    expect(unreadCount(store)).toBe(1);
    await pending;
    expect(calls[2]).toMatchObject({ url: "/api/notifications/2/mark-as-read/", method: "POST" });
    expect(notificationList(list(store).data?.pages).find((item) => item.id === 2)?.unread).toBe(false);
  });

  it("drops the count by one only for an unread one", async () => {
    const store = makeStore();
    stubFetch(
      { status: 200, body: { unread_count: 4, latest_id: 3 } },
      { status: 200, body: { ...wirePage([3]), results: [wireNotification(3), wireNotification(2, false)] } },
      { status: 200, body: wireNotification(3, false) },
      { status: 200, body: wireNotification(2, false) },
    );
    await poll(store);
    await loadList(store);
    await store.dispatch(notificationsApi.endpoints.markRead.initiate(3));
    expect(unreadCount(store)).toBe(3);
    await store.dispatch(notificationsApi.endpoints.markRead.initiate(2));
    expect(unreadCount(store)).toBe(3);
  });

  it("marks all read and takes the server's count", async () => {
    const store = makeStore();
    const { calls } = stubFetch(
      { status: 200, body: { unread_count: 2, latest_id: 2 } },
      { status: 200, body: wirePage([2, 1], { unread: 2 }) },
      { status: 200, body: { updated: 2, unread_count: 0 } },
    );
    await poll(store);
    await loadList(store);
    await store.dispatch(notificationsApi.endpoints.markAllRead.initiate());
    expect(calls[2]).toMatchObject({ url: "/api/notifications/mark-all-as-read/", method: "POST" });
    expect(unreadCount(store)).toBe(0);
    expect(notificationList(list(store).data?.pages).every((item) => !item.unread)).toBe(true);
  });
});

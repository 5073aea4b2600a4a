import { describe, expect, it } from "vitest";
import {
  fetchMoreNotifications,
  fetchNotifications,
  pollNotifications,
  readAllNotifications,
  readNotification,
} from "@/features/notifications/store/notifications-thunks";
import { makeStore } from "@/store/make-store";
import { stubFetch } from "@/test/fetch";

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

describe("polling the unread count", () => {
  it("takes the first answer as the starting point: no list, nothing announced", async () => {
    const store = makeStore();
    const { calls } = stubFetch({ status: 200, body: { unread_count: 2, latest_id: 7 } });
    const action = await store.dispatch(pollNotifications());
    expect(action.payload).toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(["/api/notifications/unread-count/"]);
    expect(store.getState().notifications).toMatchObject({ unreadCount: 2, latestId: 7, polled: true });
  });

  it("reloads the first page only when latest_id moved, and announces what is new", async () => {
    const store = makeStore();
    const { calls } = stubFetch(
      { status: 200, body: { unread_count: 1, latest_id: 7 } },
      { status: 200, body: { unread_count: 1, latest_id: 7 } },
      { status: 200, body: { unread_count: 3, latest_id: 9 } },
      { status: 200, body: wirePage([9, 8, 7], { unread: 3 }) },
    );
    await store.dispatch(pollNotifications());
    const same = await store.dispatch(pollNotifications());
    expect(same.payload).toEqual([]);
    expect(calls).toHaveLength(2);

    const moved = await store.dispatch(pollNotifications());
    expect(calls[3]?.url).toBe("/api/notifications/?page=1&page_size=20");
    expect((moved.payload as { id: number }[]).map((item) => item.id)).toEqual([9, 8]);
    expect(store.getState().notifications).toMatchObject({ unreadCount: 3, latestId: 9 });
    expect(store.getState().notifications.notifications.map((item) => item.id)).toEqual([9, 8, 7]);
  });

  it("stays quiet when the connection drops (no toast every 30 s)", async () => {
    const store = makeStore();
    stubFetch("network-error");
    const action = await store.dispatch(pollNotifications());
    expect(pollNotifications.rejected.match(action)).toBe(true);
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
    await store.dispatch(fetchNotifications());
    await store.dispatch(fetchMoreNotifications());
    expect(calls.map((call) => call.url)).toEqual([
      "/api/notifications/?page=1&page_size=20",
      "/api/notifications/?page=2&page_size=20",
    ]);
    expect(store.getState().notifications).toMatchObject({ page: 2, hasMore: false, loading: false });
    // Nothing more to ask for.
    await store.dispatch(fetchMoreNotifications());
    expect(calls).toHaveLength(2);
  });
});

describe("marking read", () => {
  it("marks one read at once and tells the server", async () => {
    const store = makeStore();
    const { calls } = stubFetch({ status: 200, body: wirePage([2, 1], { unread: 2 }) }, { status: 200, body: wireNotification(2, false) });
    await store.dispatch(fetchNotifications());
    const pending = store.dispatch(readNotification(2));
    expect(store.getState().notifications.unreadCount).toBe(1);
    await pending;
    expect(calls[1]).toMatchObject({ url: "/api/notifications/2/mark-as-read/", method: "POST" });
    expect(store.getState().notifications.notifications.find((item) => item.id === 2)?.unread).toBe(false);
  });

  it("marks all read and takes the server's count", async () => {
    const store = makeStore();
    const { calls } = stubFetch({ status: 200, body: wirePage([2, 1], { unread: 2 }) }, { status: 200, body: { updated: 2, unread_count: 0 } });
    await store.dispatch(fetchNotifications());
    await store.dispatch(readAllNotifications());
    expect(calls[1]).toMatchObject({ url: "/api/notifications/mark-all-as-read/", method: "POST" });
    expect(store.getState().notifications.unreadCount).toBe(0);
    expect(store.getState().notifications.notifications.every((item) => !item.unread)).toBe(true);
  });
});

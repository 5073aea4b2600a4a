import { describe, expect, it } from "vitest";
import { clearAuth, setSession } from "@/store/slices/auth-slice";
import {
  appendNotifications,
  markAllRead,
  markRead,
  mergeLatest,
  notificationsSlice,
  setNotifications,
  setUnread,
} from "@/store/slices/notifications-slice";

describe("notifications reducers", () => {
  const reducer = notificationsSlice.reducer;
  const loaded = reducer(
    undefined,
    setNotifications({ notifications: [{ id: 1, unread: true }, { id: 2, unread: true }], hasMore: true }),
  );

  it("marks one notification read", () => {
    const state = reducer(loaded, markRead(2));
    expect(state.notifications).toEqual([{ id: 1, unread: true }, { id: 2, unread: false }]);
  });

  it("marks all notifications read", () => {
    const state = reducer(loaded, markAllRead());
    expect(state.notifications.every((item) => !item.unread)).toBe(true);
    expect(state.hasMore).toBe(true);
  });
});

describe("the unread count", () => {
  const reducer = notificationsSlice.reducer;
  const counted = reducer(
    reducer(undefined, setNotifications({ notifications: [{ id: 3, unread: true }, { id: 2, unread: false }], hasMore: false })),
    setUnread({ unreadCount: 4, latestId: 3 }),
  );

  it("drops by one when an unread notification is marked read, and only then", () => {
    const once = reducer(counted, markRead(3));
    expect(once.unreadCount).toBe(3);
    expect(reducer(once, markRead(3)).unreadCount).toBe(3);
    expect(reducer(counted, markRead(2)).unreadCount).toBe(4);
    expect(reducer(counted, markRead(99)).unreadCount).toBe(4);
  });

  it("is zero after marking all read, loaded or not", () => {
    const state = reducer(counted, markAllRead());
    expect(state.unreadCount).toBe(0);
    expect(state.latestId).toBe(3);
  });

  it("records that the server was asked once", () => {
    expect(reducer(undefined, { type: "init" }).polled).toBe(false);
    expect(counted.polled).toBe(true);
  });
});

describe("paging with hasMore", () => {
  const reducer = notificationsSlice.reducer;
  const page = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, index) => ({ id: from - index, unread: index % 2 === 0 }));

  it("appends the next page, counts the pages and ends when hasMore is false", () => {
    const first = reducer(undefined, setNotifications({ notifications: page(40, 21), hasMore: true, unreadCount: 10 }));
    expect(first).toMatchObject({ page: 1, hasMore: true, unreadCount: 10 });
    const second = reducer(first, appendNotifications({ notifications: page(20, 1), hasMore: false }));
    expect(second.page).toBe(2);
    expect(second.hasMore).toBe(false);
    expect(second.notifications.map((item) => item.id)).toEqual(page(40, 1).map((item) => item.id));
  });

  it("skips notifications a shifted page repeats (new ones arrived between two pages)", () => {
    const first = reducer(undefined, setNotifications({ notifications: page(40, 21), hasMore: true }));
    // Two new notifications pushed 22 and 21 into the second page.
    const second = reducer(first, appendNotifications({ notifications: page(22, 3), hasMore: true }));
    const ids = second.notifications.map((item) => item.id);
    expect(ids).toEqual(page(40, 3).map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("merges a fresh first page on top and keeps the pages loaded below", () => {
    const loaded = reducer(
      reducer(undefined, setNotifications({ notifications: page(40, 21), hasMore: true })),
      appendNotifications({ notifications: page(20, 1), hasMore: false }),
    );
    const fresh = [{ id: 42, unread: true }, { id: 41, unread: true }, ...page(40, 23).map((item) => ({ ...item, unread: false }))];
    const merged = reducer(loaded, mergeLatest({ notifications: fresh, hasMore: true, unreadCount: 2 }));
    expect(merged.notifications.slice(0, 3).map((item) => item.id)).toEqual([42, 41, 40]);
    expect(merged.notifications).toHaveLength(42);
    expect(merged.notifications.find((item) => item.id === 40)?.unread).toBe(false);
    expect(merged).toMatchObject({ page: 2, hasMore: false, unreadCount: 2 });
  });

  it("starts over from the fresh page when it does not reach the loaded ones (no hole in the list)", () => {
    const loaded = reducer(undefined, setNotifications({ notifications: page(40, 21), hasMore: true }));
    const merged = reducer(loaded, mergeLatest({ notifications: page(70, 51), hasMore: true, unreadCount: 30 }));
    expect(merged.notifications.map((item) => item.id)).toEqual(page(70, 51).map((item) => item.id));
    expect(merged).toMatchObject({ page: 1, hasMore: true, unreadCount: 30 });
  });

  it("takes a fresh first page as the list when nothing was loaded", () => {
    const merged = reducer(undefined, mergeLatest({ notifications: page(3, 1), hasMore: false, unreadCount: 2 }));
    expect(merged).toMatchObject({ page: 1, hasMore: false, unreadCount: 2 });
    expect(merged.notifications).toHaveLength(3);
  });
});

describe("signing out", () => {
  const reducer = notificationsSlice.reducer;
  const loaded = reducer(
    reducer(undefined, setNotifications({ notifications: [{ id: 1, unread: true }], hasMore: true, unreadCount: 1 })),
    setUnread({ unreadCount: 1, latestId: 1 }),
  );

  it("forgets the previous student's notifications", () => {
    const initial = reducer(undefined, { type: "init" });
    expect(reducer(loaded, clearAuth())).toEqual(initial);
    expect(reducer(loaded, setSession({ user: null, token: null }))).toEqual(initial);
    expect(reducer(loaded, setSession({ user: null, token: "t" }))).toBe(loaded);
  });
});

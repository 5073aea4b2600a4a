import { describe, expect, it } from "vitest";
import { arrivalsAnnounced, notificationsArrived, notificationsSlice, unreadPolled } from "@/features/notifications/stores/notifications-slice";
import { clearAuth, setSession } from "@/store/slices/auth-slice";

const arrival = (id: number) => ({ id, kind: "order_paid" as const, title: `Aviso ${id}`, body: "", link: null, unread: true, createdAt: "2026-11-20T15:00:00.000Z" });

describe("the bell's client state", () => {
  const reducer = notificationsSlice.reducer;

  it("records that the server was asked once, and the newest id it reported", () => {
    expect(reducer(undefined, { type: "init" }).polled).toBe(false);
    expect(reducer(undefined, unreadPolled({ latestId: 3 }))).toMatchObject({ polled: true, latestId: 3 });
  });

  it("queues what arrived until the bell has announced it", () => {
    const queued = reducer(reducer(undefined, notificationsArrived([arrival(9), arrival(8)])), notificationsArrived([]));
    expect(queued.arrivals.map((item) => item.id)).toEqual([9, 8]);
    expect(reducer(queued, arrivalsAnnounced()).arrivals).toEqual([]);
  });
});

describe("signing out", () => {
  const reducer = notificationsSlice.reducer;
  const loaded = reducer(reducer(undefined, unreadPolled({ latestId: 1 })), notificationsArrived([arrival(1)]));

  it("forgets the previous student's notifications", () => {
    const initial = reducer(undefined, { type: "init" });
    expect(reducer(loaded, clearAuth())).toEqual(initial);
    expect(reducer(loaded, setSession({ user: null, token: null }))).toEqual(initial);
    expect(reducer(loaded, setSession({ user: null, token: "t" }))).toBe(loaded);
  });
});

import { describe, expect, it } from "vitest";
import { markAllRead, markRead, notificationsSlice, setNotifications } from "@/store/slices/notifications-slice";

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

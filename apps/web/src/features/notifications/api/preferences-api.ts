import type { NotificationPreferences } from "@fz/contracts/notifications";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type PreferencesView = Required<Camel<NotificationPreferences>>;

/** What the student chose to be told about (decision 020: RTK Query). */
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationPreferences: build.query<PreferencesView, void>({
      query: () => "/api/notifications/preferences/",
      providesTags: ["Notification"],
    }),
    saveNotificationPreferences: build.mutation<PreferencesView, PreferencesView>({
      query: (body) => ({ path: "/api/notifications/preferences/", method: "PUT", body }),
      invalidatesTags: ["Notification"],
    }),
  }),
});

export const { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = preferencesApi;

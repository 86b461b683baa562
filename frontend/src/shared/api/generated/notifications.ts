import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsList: build.query<
      NotificationsListApiResponse,
      NotificationsListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          cursor: queryArg.cursor,
        },
      }),
    }),
    notificationsUnreadCount: build.query<
      NotificationsUnreadCountApiResponse,
      NotificationsUnreadCountApiArg
    >({
      query: () => ({ url: `/api/notifications/unread-count` }),
    }),
    notificationsMarkAllRead: build.mutation<
      NotificationsMarkAllReadApiResponse,
      NotificationsMarkAllReadApiArg
    >({
      query: () => ({ url: `/api/notifications/read-all`, method: "POST" }),
    }),
    notificationsMarkRead: build.mutation<
      NotificationsMarkReadApiResponse,
      NotificationsMarkReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/${queryArg.id}/read`,
        method: "POST",
      }),
    }),
    notificationsPreferences: build.query<
      NotificationsPreferencesApiResponse,
      NotificationsPreferencesApiArg
    >({
      query: () => ({ url: `/api/notifications/preferences` }),
    }),
    notificationsSetPreferences: build.mutation<
      NotificationsSetPreferencesApiResponse,
      NotificationsSetPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/preferences`,
        method: "PUT",
        body: queryArg.updateNotificationPreferencesRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type NotificationsListApiResponse =
  /** status 200  */ NotificationPageResponse;
export type NotificationsListApiArg = {
  /** The `nextCursor` of the previous page */
  cursor?: string;
};
export type NotificationsUnreadCountApiResponse =
  /** status 200  */ UnreadCountResponse;
export type NotificationsUnreadCountApiArg = void;
export type NotificationsMarkAllReadApiResponse = unknown;
export type NotificationsMarkAllReadApiArg = void;
export type NotificationsMarkReadApiResponse = unknown;
export type NotificationsMarkReadApiArg = {
  id: string;
};
export type NotificationsPreferencesApiResponse =
  /** status 200  */ NotificationPreferenceResponse[];
export type NotificationsPreferencesApiArg = void;
export type NotificationsSetPreferencesApiResponse =
  /** status 200  */ NotificationPreferenceResponse[];
export type NotificationsSetPreferencesApiArg = {
  updateNotificationPreferencesRequest: UpdateNotificationPreferencesRequest;
};
export type NotificationResponse = {
  id: string;
  kind:
    | "feedback_received"
    | "feed_forward_received"
    | "feed_forward_thanked"
    | "supporter_named"
    | "supported_cycle_completed"
    | "points_earned"
    | "points_withheld"
    | "forum_reply"
    | "forum_likes"
    | "forum_mention"
    | "forum_report_outcome"
    | "forum_post_moderated"
    | "anonymous_reply"
    | "anonymous_supports"
    | "anonymous_report_outcome"
    | "anonymous_post_moderated"
    | "event_registration"
    | "event_seat_opened"
    | "event_changed"
    | "one_on_one_topic_added";
  /** Who did it, by name; null when nobody is named (the system, 心の叫び) */
  actorName: string | null;
  /** What happened */
  title: string;
  /** The words that came with it */
  body: string | null;
  /** The client path of the object */
  link: string;
  /** How many events this row counts (likes and supports are batched per post) */
  count: number;
  /** When (of the latest event it counts) */
  createdAt: string;
  read: boolean;
};
export type NotificationPageResponse = {
  /** Newest first */
  items: NotificationResponse[];
  /** The next (older) page, or null at the end */
  nextCursor: string | null;
};
export type UnreadCountResponse = {
  count: number;
};
export type NotificationPreferenceResponse = {
  kind:
    | "feedback_received"
    | "feed_forward_received"
    | "feed_forward_thanked"
    | "supporter_named"
    | "supported_cycle_completed"
    | "points_earned"
    | "points_withheld"
    | "forum_reply"
    | "forum_likes"
    | "forum_mention"
    | "forum_report_outcome"
    | "forum_post_moderated"
    | "anonymous_reply"
    | "anonymous_supports"
    | "anonymous_report_outcome"
    | "anonymous_post_moderated"
    | "event_registration"
    | "event_seat_opened"
    | "event_changed"
    | "one_on_one_topic_added";
  channel: "in_app" | "email" | "digest";
  /** The channel is the kind’s default */
  isDefault: boolean;
};
export type NotificationPreferenceChange = {
  /** A kind of the catalogue (@pivot/rules notifications.ts) */
  kind:
    | "feedback_received"
    | "feed_forward_received"
    | "feed_forward_thanked"
    | "supporter_named"
    | "supported_cycle_completed"
    | "points_earned"
    | "points_withheld"
    | "forum_reply"
    | "forum_likes"
    | "forum_mention"
    | "forum_report_outcome"
    | "forum_post_moderated"
    | "anonymous_reply"
    | "anonymous_supports"
    | "anonymous_report_outcome"
    | "anonymous_post_moderated"
    | "event_registration"
    | "event_seat_opened"
    | "event_changed"
    | "one_on_one_topic_added";
  channel: "in_app" | "email" | "digest";
};
export type UpdateNotificationPreferencesRequest = {
  /** The kinds to change; the others keep their channel */
  preferences: NotificationPreferenceChange[];
};
export const {
  useNotificationsListQuery,
  useNotificationsUnreadCountQuery,
  useNotificationsMarkAllReadMutation,
  useNotificationsMarkReadMutation,
  useNotificationsPreferencesQuery,
  useNotificationsSetPreferencesMutation,
} = injectedRtkApi;

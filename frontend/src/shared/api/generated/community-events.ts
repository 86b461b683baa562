import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    communityEventsList: build.query<
      CommunityEventsListApiResponse,
      CommunityEventsListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events`,
        params: {
          upcoming: queryArg.upcoming,
          status: queryArg.status,
        },
      }),
    }),
    communityEventsCreate: build.mutation<
      CommunityEventsCreateApiResponse,
      CommunityEventsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events`,
        method: "POST",
        body: queryArg.createCommunityEventRequest,
      }),
    }),
    communityEventsCalendarFeed: build.query<
      CommunityEventsCalendarFeedApiResponse,
      CommunityEventsCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/events/calendar-feed` }),
    }),
    communityEventsRenewCalendarFeed: build.mutation<
      CommunityEventsRenewCalendarFeedApiResponse,
      CommunityEventsRenewCalendarFeedApiArg
    >({
      query: () => ({ url: `/api/events/calendar-feed`, method: "POST" }),
    }),
    communityEventsFeed: build.query<
      CommunityEventsFeedApiResponse,
      CommunityEventsFeedApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/feed/${queryArg.file}` }),
    }),
    communityEventsGet: build.query<
      CommunityEventsGetApiResponse,
      CommunityEventsGetApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}` }),
    }),
    communityEventsUpdate: build.mutation<
      CommunityEventsUpdateApiResponse,
      CommunityEventsUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateCommunityEventRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    communityEventsAnalytics: build.query<
      CommunityEventsAnalyticsApiResponse,
      CommunityEventsAnalyticsApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/analytics` }),
    }),
    communityEventsCalendar: build.query<
      CommunityEventsCalendarApiResponse,
      CommunityEventsCalendarApiArg
    >({
      query: (queryArg) => ({ url: `/api/events/${queryArg.id}/calendar.ics` }),
    }),
    communityEventsChangeStatus: build.mutation<
      CommunityEventsChangeStatusApiResponse,
      CommunityEventsChangeStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/status`,
        method: "POST",
        body: queryArg.changeEventStatusRequest,
        headers: {
          "If-Match": queryArg["If-Match"],
        },
      }),
    }),
    communityEventsPublishRecording: build.mutation<
      CommunityEventsPublishRecordingApiResponse,
      CommunityEventsPublishRecordingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/recording`,
        method: "POST",
        body: queryArg.publishRecordingRequest,
      }),
    }),
    communityEventsRegister: build.mutation<
      CommunityEventsRegisterApiResponse,
      CommunityEventsRegisterApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations`,
        method: "POST",
        body: queryArg.registerForEventRequest,
      }),
    }),
    communityEventsCancel: build.mutation<
      CommunityEventsCancelApiResponse,
      CommunityEventsCancelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/me`,
        method: "DELETE",
      }),
    }),
    communityEventsApprove: build.mutation<
      CommunityEventsApproveApiResponse,
      CommunityEventsApproveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/approve`,
        method: "POST",
      }),
    }),
    communityEventsDecline: build.mutation<
      CommunityEventsDeclineApiResponse,
      CommunityEventsDeclineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/decline`,
        method: "POST",
      }),
    }),
    communityEventsRecordAttendance: build.mutation<
      CommunityEventsRecordAttendanceApiResponse,
      CommunityEventsRecordAttendanceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/registrations/${queryArg.userId}/attendance`,
        method: "PUT",
        body: queryArg.recordAttendanceRequest,
      }),
    }),
    communityEventsGiveFeedback: build.mutation<
      CommunityEventsGiveFeedbackApiResponse,
      CommunityEventsGiveFeedbackApiArg
    >({
      query: (queryArg) => ({
        url: `/api/events/${queryArg.id}/feedback`,
        method: "POST",
        body: queryArg.giveEventFeedbackRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CommunityEventsListApiResponse =
  /** status 200  */ CommunityEventResponse[];
export type CommunityEventsListApiArg = {
  /** Scheduled or live events that have not ended, soonest first */
  upcoming?: boolean;
  status?: CommunityEventStatus;
};
export type CommunityEventsCreateApiResponse =
  /** status 201  */ CommunityEventDetailResponse;
export type CommunityEventsCreateApiArg = {
  createCommunityEventRequest: CreateCommunityEventRequest;
};
export type CommunityEventsCalendarFeedApiResponse =
  /** status 200  */ CalendarFeedResponse;
export type CommunityEventsCalendarFeedApiArg = void;
export type CommunityEventsRenewCalendarFeedApiResponse =
  /** status 201 A new secret URL; the previous one stops working */ IssuedCalendarFeedResponse;
export type CommunityEventsRenewCalendarFeedApiArg = void;
export type CommunityEventsFeedApiResponse = unknown;
export type CommunityEventsFeedApiArg = {
  file: string;
};
export type CommunityEventsGetApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsGetApiArg = {
  id: string;
};
export type CommunityEventsUpdateApiResponse =
  /** status 200 The corrected event; an update that changes nothing changes nothing */ CommunityEventDetailResponse;
export type CommunityEventsUpdateApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  updateCommunityEventRequest: UpdateCommunityEventRequest;
};
export type CommunityEventsAnalyticsApiResponse =
  /** status 200  */ EventAnalyticsResponse;
export type CommunityEventsAnalyticsApiArg = {
  id: string;
};
export type CommunityEventsCalendarApiResponse = unknown;
export type CommunityEventsCalendarApiArg = {
  id: string;
};
export type CommunityEventsChangeStatusApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsChangeStatusApiArg = {
  id: string;
  /** The revision last read; a stale one answers 409 and changes nothing. */
  "If-Match"?: string;
  changeEventStatusRequest: ChangeEventStatusRequest;
};
export type CommunityEventsPublishRecordingApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsPublishRecordingApiArg = {
  id: string;
  publishRecordingRequest: PublishRecordingRequest;
};
export type CommunityEventsRegisterApiResponse =
  /** status 201 myRegistration says: registered, waitlisted (with its place) or pending */ CommunityEventDetailResponse;
export type CommunityEventsRegisterApiArg = {
  id: string;
  registerForEventRequest: RegisterForEventRequest;
};
export type CommunityEventsCancelApiResponse =
  /** status 200 Cancelled; a freed seat went to the first on the waiting list */ CommunityEventDetailResponse;
export type CommunityEventsCancelApiArg = {
  id: string;
};
export type CommunityEventsApproveApiResponse =
  /** status 200 Registered when a seat is free, else waitlisted */ CommunityEventDetailResponse;
export type CommunityEventsApproveApiArg = {
  id: string;
  userId: string;
};
export type CommunityEventsDeclineApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsDeclineApiArg = {
  id: string;
  userId: string;
};
export type CommunityEventsRecordAttendanceApiResponse =
  /** status 200  */ CommunityEventDetailResponse;
export type CommunityEventsRecordAttendanceApiArg = {
  id: string;
  userId: string;
  recordAttendanceRequest: RecordAttendanceRequest;
};
export type CommunityEventsGiveFeedbackApiResponse =
  /** status 201  */ CommunityEventDetailResponse;
export type CommunityEventsGiveFeedbackApiArg = {
  id: string;
  giveEventFeedbackRequest: GiveEventFeedbackRequest;
};
export type CommunityEventType = "webinar" | "workshop" | "seminar" | "meeting";
export type CommunityEventStatus =
  "scheduled" | "live" | "completed" | "cancelled";
export type EventPlatform = "zoom" | "teams" | "meet" | "webex";
export type EventMaterialResponse = {
  name: string;
  url: string;
  type: string;
};
export type EventRegistrationStatus =
  | "pending"
  | "registered"
  | "waitlisted"
  | "attended"
  | "declined"
  | "cancelled";
export type MyRegistrationResponse = {
  status: EventRegistrationStatus;
  /** 1 = next to get a seat; null unless waitlisted */
  waitlistPosition: number | null;
  registeredAt: string;
};
export type CommunityEventResponse = {
  id: string;
  title: string;
  description: string | null;
  eventType: CommunityEventType;
  status: CommunityEventStatus;
  hostId: string;
  /** 姓 名 */
  hostName: string | null;
  platform: EventPlatform;
  startTime: string;
  endTime: string;
  timezone: string;
  maxParticipants: number;
  isRecorded: boolean;
  recordingUrl: string | null;
  materials: EventMaterialResponse[];
  tags: string[];
  isPublic: boolean;
  requiresApproval: boolean;
  /** Seats taken (registered or attended) */
  registeredCount: number;
  waitlistCount: number;
  /** Requests waiting for the host */
  pendingCount: number;
  /** maxParticipants − registeredCount, never below 0 */
  placesLeft: number;
  /** The caller's registration, unless cancelled */
  myRegistration: MyRegistrationResponse | null;
  /** The caller hosts the event, or is a team admin: may approve, mark attendance, change status */
  canManage: boolean;
  /** Send as If-Match to guard a change */
  revision: number;
};
export type EventSessionResponse = {
  id: string;
  title: string;
  description: string | null;
  sessionOrder: number;
  startTime: string;
  endTime: string;
  speakerId: string | null;
  speakerName: string | null;
  materials: EventMaterialResponse[];
};
export type EventRegistrationResponse = {
  userId: string;
  userName: string | null;
  status: EventRegistrationStatus;
  registeredAt: string;
  attendedAt: string | null;
  notes: string | null;
  waitlistPosition: number | null;
};
export type EventAnalyticsResponse = {
  /** Seats taken (registered or attended) */
  totalRegistrations: number;
  totalAttendees: number;
  /** 1..5, one decimal */
  averageRating: number | null;
  /** Attendees per registration, percent */
  completionRate: number | null;
  /** 0..100: 50 % attendance, 25 % feedback rate, 25 % rating */
  engagementScore: number | null;
  /** Percent of feedback that would recommend */
  recommendRate: number | null;
  feedbackCount: number;
  waitlisted: number;
  pending: number;
};
export type EventFeedbackResponse = {
  rating: number;
  feedback: string | null;
  suggestions: string | null;
  wouldRecommend: boolean;
  createdAt: string;
};
export type CommunityEventDetailResponse = {
  id: string;
  title: string;
  description: string | null;
  eventType: CommunityEventType;
  status: CommunityEventStatus;
  hostId: string;
  /** 姓 名 */
  hostName: string | null;
  platform: EventPlatform;
  startTime: string;
  endTime: string;
  timezone: string;
  maxParticipants: number;
  isRecorded: boolean;
  recordingUrl: string | null;
  materials: EventMaterialResponse[];
  tags: string[];
  isPublic: boolean;
  requiresApproval: boolean;
  /** Seats taken (registered or attended) */
  registeredCount: number;
  waitlistCount: number;
  /** Requests waiting for the host */
  pendingCount: number;
  /** maxParticipants − registeredCount, never below 0 */
  placesLeft: number;
  /** The caller's registration, unless cancelled */
  myRegistration: MyRegistrationResponse | null;
  /** The caller hosts the event, or is a team admin: may approve, mark attendance, change status */
  canManage: boolean;
  /** Send as If-Match to guard a change */
  revision: number;
  /** Only for the host, team admins and seat holders */
  meetingUrl: string | null;
  /** Only for the host, team admins and seat holders */
  meetingId: string | null;
  /** Only for the host, team admins and seat holders */
  passcode: string | null;
  sessions: EventSessionResponse[];
  /** Only for those who may manage the event */
  registrations: EventRegistrationResponse[] | null;
  /** Only for those who may manage the event */
  analytics: EventAnalyticsResponse | null;
  myFeedback: EventFeedbackResponse | null;
  /** Completed, the caller held a seat, and gave no feedback yet */
  canGiveFeedback: boolean;
};
export type EventMaterialRequest = {
  name: string;
  url: string;
  type?: string;
};
export type EventSessionRequest = {
  title: string;
  description?: string | null;
  startTime: string;
  endTime: string;
  /** A user id; the host when absent */
  speakerId?: string | null;
  materials?: EventMaterialRequest[];
};
export type CreateCommunityEventRequest = {
  title: string;
  description?: string | null;
  eventType: CommunityEventType;
  platform?: EventPlatform;
  /** A user id; the caller when absent. Only a team admin may name someone else. */
  hostId?: string;
  /** ISO 8601 with an offset */
  startTime: string;
  /** After startTime (the form proposes one hour later) */
  endTime: string;
  maxParticipants?: number;
  isRecorded?: boolean;
  isPublic?: boolean;
  requiresApproval?: boolean;
  meetingUrl?: string | null;
  meetingId?: string | null;
  passcode?: string | null;
  recordingUrl?: string | null;
  materials?: EventMaterialRequest[];
  tags?: string[];
  sessions?: EventSessionRequest[];
};
export type CalendarFeedResponse = {
  /** When the current feed URL was issued; null when none was */
  issuedAt: string | null;
};
export type IssuedCalendarFeedResponse = {
  /** The secret feed URL; shown only now (the server keeps only its hash) */
  url: string;
  issuedAt: string;
};
export type UpdateCommunityEventRequest = {
  title?: string;
  description?: string | null;
  platform?: EventPlatform;
  /** null or empty removes the link */
  meetingUrl?: string | null;
  /** ISO 8601 with an offset */
  startTime?: string;
  /** After startTime */
  endTime?: string;
  /** Not below the seats taken */
  maxParticipants?: number;
};
export type ChangeEventStatusRequest = {
  status: CommunityEventStatus;
};
export type PublishRecordingRequest = {
  recordingUrl: string;
};
export type RegisterForEventRequest = {
  /** A note to the host */
  notes?: string | null;
};
export type RecordAttendanceRequest = {
  attended: boolean;
};
export type GiveEventFeedbackRequest = {
  rating: number;
  wouldRecommend: boolean;
  feedback?: string | null;
  suggestions?: string | null;
};
export const {
  useCommunityEventsListQuery,
  useCommunityEventsCreateMutation,
  useCommunityEventsCalendarFeedQuery,
  useCommunityEventsRenewCalendarFeedMutation,
  useCommunityEventsFeedQuery,
  useCommunityEventsGetQuery,
  useCommunityEventsUpdateMutation,
  useCommunityEventsAnalyticsQuery,
  useCommunityEventsCalendarQuery,
  useCommunityEventsChangeStatusMutation,
  useCommunityEventsPublishRecordingMutation,
  useCommunityEventsRegisterMutation,
  useCommunityEventsCancelMutation,
  useCommunityEventsApproveMutation,
  useCommunityEventsDeclineMutation,
  useCommunityEventsRecordAttendanceMutation,
  useCommunityEventsGiveFeedbackMutation,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    oneOnOneAgendasListMine: build.query<
      OneOnOneAgendasListMineApiResponse,
      OneOnOneAgendasListMineApiArg
    >({
      query: () => ({ url: `/api/1on1-agendas/mine` }),
    }),
    oneOnOneAgendasGetCatalogue: build.query<
      OneOnOneAgendasGetCatalogueApiResponse,
      OneOnOneAgendasGetCatalogueApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics`,
      }),
    }),
    oneOnOneAgendasAddTopic: build.mutation<
      OneOnOneAgendasAddTopicApiResponse,
      OneOnOneAgendasAddTopicApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics`,
        method: "POST",
        body: queryArg.addSessionTopicRequest,
      }),
    }),
    oneOnOneAgendasSetTopicActive: build.mutation<
      OneOnOneAgendasSetTopicActiveApiResponse,
      OneOnOneAgendasSetTopicActiveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/teams/${queryArg.teamId}/topics/${queryArg.topicId}/active`,
        method: "PUT",
        body: queryArg.setSessionTopicActiveRequest,
      }),
    }),
    oneOnOneAgendasGetAgenda: build.query<
      OneOnOneAgendasGetAgendaApiResponse,
      OneOnOneAgendasGetAgendaApiArg
    >({
      query: (queryArg) => ({ url: `/api/1on1-agendas/${queryArg.entryId}` }),
    }),
    oneOnOneAgendasAddTopicToAgenda: build.mutation<
      OneOnOneAgendasAddTopicToAgendaApiResponse,
      OneOnOneAgendasAddTopicToAgendaApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics`,
        method: "POST",
        body: queryArg.addAgendaTopicRequest,
      }),
    }),
    oneOnOneAgendasRemoveTopicFromAgenda: build.mutation<
      OneOnOneAgendasRemoveTopicFromAgendaApiResponse,
      OneOnOneAgendasRemoveTopicFromAgendaApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics/${queryArg.itemId}`,
        method: "DELETE",
      }),
    }),
    oneOnOneAgendasRecordOutcome: build.mutation<
      OneOnOneAgendasRecordOutcomeApiResponse,
      OneOnOneAgendasRecordOutcomeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/topics/${queryArg.itemId}/outcome`,
        method: "PUT",
        body: queryArg.recordAgendaTopicOutcomeRequest,
      }),
    }),
    oneOnOneAgendasAddActionItem: build.mutation<
      OneOnOneAgendasAddActionItemApiResponse,
      OneOnOneAgendasAddActionItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/action-items`,
        method: "POST",
        body: queryArg.addActionItemRequest,
      }),
    }),
    oneOnOneAgendasCompleteActionItem: build.mutation<
      OneOnOneAgendasCompleteActionItemApiResponse,
      OneOnOneAgendasCompleteActionItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/action-items/${queryArg.actionItemId}/done`,
        method: "PUT",
      }),
    }),
    oneOnOneAgendasGivePulse: build.mutation<
      OneOnOneAgendasGivePulseApiResponse,
      OneOnOneAgendasGivePulseApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1on1-agendas/${queryArg.entryId}/sessions/${queryArg.sessionId}/pulse`,
        method: "PUT",
        body: queryArg.giveAgendaPulseRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type OneOnOneAgendasListMineApiResponse =
  /** status 200 The 1on1s the caller takes part in as the member */ MyAgendaResponse[];
export type OneOnOneAgendasListMineApiArg = void;
export type OneOnOneAgendasGetCatalogueApiResponse =
  /** status 200  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasGetCatalogueApiArg = {
  teamId: string;
};
export type OneOnOneAgendasAddTopicApiResponse =
  /** status 201  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasAddTopicApiArg = {
  teamId: string;
  addSessionTopicRequest: AddSessionTopicRequest;
};
export type OneOnOneAgendasSetTopicActiveApiResponse =
  /** status 200  */ SessionTopicCatalogueResponse;
export type OneOnOneAgendasSetTopicActiveApiArg = {
  teamId: string;
  topicId: string;
  setSessionTopicActiveRequest: SetSessionTopicActiveRequest;
};
export type OneOnOneAgendasGetAgendaApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasGetAgendaApiArg = {
  entryId: string;
};
export type OneOnOneAgendasAddTopicToAgendaApiResponse =
  /** status 201  */ AgendaResponse;
export type OneOnOneAgendasAddTopicToAgendaApiArg = {
  entryId: string;
  sessionId: string;
  addAgendaTopicRequest: AddAgendaTopicRequest;
};
export type OneOnOneAgendasRemoveTopicFromAgendaApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasRemoveTopicFromAgendaApiArg = {
  entryId: string;
  sessionId: string;
  itemId: string;
};
export type OneOnOneAgendasRecordOutcomeApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasRecordOutcomeApiArg = {
  entryId: string;
  sessionId: string;
  itemId: string;
  recordAgendaTopicOutcomeRequest: RecordAgendaTopicOutcomeRequest;
};
export type OneOnOneAgendasAddActionItemApiResponse =
  /** status 201  */ AgendaResponse;
export type OneOnOneAgendasAddActionItemApiArg = {
  entryId: string;
  sessionId: string;
  addActionItemRequest: AddActionItemRequest;
};
export type OneOnOneAgendasCompleteActionItemApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasCompleteActionItemApiArg = {
  entryId: string;
  actionItemId: string;
};
export type OneOnOneAgendasGivePulseApiResponse =
  /** status 200  */ AgendaResponse;
export type OneOnOneAgendasGivePulseApiArg = {
  entryId: string;
  sessionId: string;
  giveAgendaPulseRequest: GiveAgendaPulseRequest;
};
export type MyAgendaResponse = {
  entryId: string;
  managerName: string | null;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  topics: number;
  openActionItems: number;
};
export type SessionTopicCategory =
  | "career"
  | "mindset"
  | "skills"
  | "relationships"
  | "workload"
  | "feedback"
  | "wellbeing"
  | "other";
export type SessionTopicResponse = {
  id: string;
  name: string;
  category: SessionTopicCategory;
  /** Japanese name of the category */
  categoryLabel: string;
  description: string | null;
  isActive: boolean;
};
export type SessionTopicCatalogueResponse = {
  teamId: string;
  /** The caller may add and deactivate topics (the team’s leaders, team_admin, admin) */
  canManage: boolean;
  /** Active and inactive, in catalogue order */
  topics: SessionTopicResponse[];
};
export type AddSessionTopicRequest = {
  name: string;
  category: SessionTopicCategory;
  description?: string | null;
};
export type SetSessionTopicActiveRequest = {
  /** false deactivates the topic (topics are never deleted) */
  isActive: boolean;
};
export type AgendaParty = "member" | "manager";
export type AgendaApproachResponse = {
  quadrant: string;
  label: string;
  recommendedApproach: string;
};
export type ResponseWanted = "advice" | "think_together" | "listen";
export type AgendaTopicResponse = {
  id: string;
  /** The catalogue topic it was picked from */
  topicId: string | null;
  title: string;
  /** 1 high .. 3 low */
  priority: number;
  notes: string | null;
  /** What the member wants from the talk */
  responseWanted: ResponseWanted | null;
  addedBy: AgendaParty;
  outcome: string | null;
};
export type ActionItemResponse = {
  id: string;
  title: string;
  owner: AgendaParty;
  dueDate: string | null;
  done: boolean;
  /** Agreed in an earlier session and still open */
  carriedOver: boolean;
  /** The session it was agreed in; null while on the open agenda */
  sessionId: string | null;
  /** Date of that session */
  sessionDate: string | null;
};
export type AgendaPulseResponse = {
  /** How clear the member feels after the session */
  clarity: number;
  comment: string | null;
};
export type PastAgendaResponse = {
  sessionId: string;
  sessionDate: string;
  topics: AgendaTopicResponse[];
  /** Agreed in this session */
  actionItems: ActionItemResponse[];
  pulse: AgendaPulseResponse | null;
};
export type AgendaResponse = {
  entryId: string;
  teamId: string;
  /** 姓 名 of the member */
  employeeName: string;
  managerName: string | null;
  /** The caller’s part in the 1on1 */
  role: AgendaParty;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  /** No session for more than 14 days */
  isStale: boolean;
  /** The recommended approach of the member’s quadrant; for the manager only */
  approach: AgendaApproachResponse | null;
  /** The open agenda of the next session, by priority */
  topics: AgendaTopicResponse[];
  /** Open action items (carried over or new) and those done since the last session */
  actionItems: ActionItemResponse[];
  /** Active topics of the team’s catalogue */
  catalogue: SessionTopicResponse[];
  /** When stale, the manager’s suggestions for the quadrant (not yet on the agenda) */
  suggestedTopics: SessionTopicResponse[];
  /** Held sessions, newest first (at most 5); read-only */
  pastSessions: PastAgendaResponse[];
};
export type AddAgendaTopicRequest = {
  /** The topic in the member’s words (or a catalogue topic’s name) */
  title: string;
  /** A topic of the team’s catalogue */
  topicId?: string | null;
  /** 1 high .. 3 low */
  priority?: number;
  notes?: string | null;
  /** Required from the member */
  responseWanted?: ResponseWanted | null;
};
export type RecordAgendaTopicOutcomeRequest = {
  /** Empty clears it */
  outcome: string | null;
};
export type AddActionItemRequest = {
  title: string;
  owner: AgendaParty;
  /** YYYY-MM-DD, today or later */
  dueDate?: string | null;
};
export type GiveAgendaPulseRequest = {
  /** How clear the member feels after the session */
  clarity: number;
  comment?: string | null;
};
export const {
  useOneOnOneAgendasListMineQuery,
  useOneOnOneAgendasGetCatalogueQuery,
  useOneOnOneAgendasAddTopicMutation,
  useOneOnOneAgendasSetTopicActiveMutation,
  useOneOnOneAgendasGetAgendaQuery,
  useOneOnOneAgendasAddTopicToAgendaMutation,
  useOneOnOneAgendasRemoveTopicFromAgendaMutation,
  useOneOnOneAgendasRecordOutcomeMutation,
  useOneOnOneAgendasAddActionItemMutation,
  useOneOnOneAgendasCompleteActionItemMutation,
  useOneOnOneAgendasGivePulseMutation,
} = injectedRtkApi;

import type {
  BaseQueryError,
  BaseQueryMeta,
  MutationDefinition,
  QueryDefinition,
  ResultDescription,
} from '@reduxjs/toolkit/query';
import { generatedEndpoints, type GeneratedDefinitions } from './generated/endpoints';

/**
 * Which cached reads each call makes stale, for every generated endpoint, in this one file
 * (docs/decisions/0016-client-cache-tags.md, 0068-one-registry-per-screen.md). The store is built
 * from the API of `base-api.ts`, which gives each endpoint its rule here as a generated file injects
 * it (`cacheRuleOf`), so these rules hold from the first call, whichever screen's chunk has loaded.
 *
 * One tag type per kind of server data: each controller of the server's API is one kind, named as
 * its OpenAPI operationIds start (`Forum_list` → `Forum`), plus the finer kinds below. A read
 * provides the tags of everything it shows, names copied from other kinds included (an entry shows
 * its department's name, so it provides `Departments`); a write invalidates the tags of what it
 * changes. List and item tags as in RTK Query's "abstract tag ids": a read over many items provides
 * `{ type, id: 'LIST' }`, a read about one item provides `{ type, id }`.
 *
 * Most rules are mechanical and derived from the generated endpoint list (`generated/endpoints.ts`),
 * so a new endpoint has its rule without an edit here (`mechanicalRule`). Only the rules that say
 * more (another kind's data shown or changed, a finer kind, nothing cached) are written by hand
 * below (`handWritten`).
 */
type Controller = (typeof generatedEndpoints)[keyof typeof generatedEndpoints]['controller'];

/** Kinds finer than a controller: data one controller serves beside its main kind. */
const finerKinds = [
  'TeamInvitation',
  'JoinRequest',
  'UserDepartment',
  'Recommendation',
  'DownloadRegistrant',
  'Inquiry',
  'SessionTopic',
  'LearningProgress',
  'CalendarFeed',
] as const;

export type TagType = Controller | (typeof finerKinds)[number];

export const tagTypes: readonly TagType[] = [...new Set(Object.values(generatedEndpoints).map((endpoint) => endpoint.controller)), ...finerKinds];

type Tag = TagType | { type: TagType; id: string };

/** The tag id of reads over many items (lists, boards, counts, exports). */
export const LIST = 'LIST';

/** A read over many items that shows these kinds of data. */
function list(...types: TagType[]): Tag[] {
  return types.map((type) => ({ type, id: LIST }));
}

/** A read about one item, which also shows these other kinds of data. */
function item(type: TagType, id: string, ...alsoShows: TagType[]): Tag[] {
  return [{ type, id }, ...list(...alsoShows)];
}

/** New items: every read over many of their type is stale; reads about other items are not. */
const added = list;

/** One known item changed or went: the reads about it and every read over many of its type. */
export function changed(type: TagType, id: string): Tag[] {
  return [{ type, id }, { type, id: LIST }];
}

/** Items the request does not name changed (a team's history, a point of some entry): every read of the type. */
function anyChanged(...types: TagType[]): Tag[] {
  return types;
}

type Definitions = GeneratedDefinitions;

/** A query says what it provides and a mutation what it invalidates (an empty list when nothing). */
type Rule<Definition> =
  Definition extends QueryDefinition<infer Arg, infer Base, infer _Tags, infer Result, infer _Path>
    ? { providesTags: ResultDescription<TagType, Result, Arg, BaseQueryError<Base>, BaseQueryMeta<Base>> }
    : Definition extends MutationDefinition<infer Arg, infer Base, infer _Tags, infer Result, infer _Path>
      ? { invalidatesTags: ResultDescription<TagType, Result, Arg, BaseQueryError<Base>, BaseQueryMeta<Base>> }
      : never;

/** Every generated endpoint's rule, by name. */
export type CacheRules = { [Name in keyof Definitions]: Rule<Definitions[Name]> };

/** What `generated/endpoints.ts` says of one endpoint. */
export interface GeneratedEndpoint {
  controller: string;
  type: 'query' | 'mutation';
  pathParams: readonly string[];
}

type ById = (result: unknown, error: unknown, arg: { id: string }) => Tag[];

/**
 * The rule an endpoint gets unless one is written by hand, from its controller's kind `K` and its
 * path: a query provides `K`'s list, or with an `id` in its path that item; a mutation with an `id`
 * in its path changes that item, one with no path parameter adds to `K`, any other changes
 * every `K` (the item it names is not `K`'s id).
 */
export function mechanicalRule({ controller, type, pathParams }: GeneratedEndpoint): { providesTags: Tag[] | ById } | { invalidatesTags: Tag[] | ById } {
  // Every generated controller is a tag type (`tagTypes`).
  const kind = controller as TagType;
  const byId = pathParams.includes('id');
  if (type === 'query') return { providesTags: byId ? (_result, _error, { id }) => item(kind, id) : list(kind) };
  if (byId) return { invalidatesTags: (_result, _error, { id }) => changed(kind, id) };
  return { invalidatesTags: pathParams.length === 0 ? added(kind) : anyChanged(kind) };
}

/** The rules that say more than `mechanicalRule` would, by endpoint name. */
export const handWritten: Partial<CacheRules> = {
  // Admin: projection status.
  projectionsAdminRebuildAll: { invalidatesTags: anyChanged('ProjectionsAdmin') },
  projectionsAdminRebuild: { invalidatesTags: (_result, _error, { name }) => changed('ProjectionsAdmin', name) },
  projectionsAdminParked: { providesTags: (_result, _error, { name }) => [{ type: 'ProjectionsAdmin', id: name }] },
  projectionsAdminRetry: { invalidatesTags: (_result, _error, { name }) => changed('ProjectionsAdmin', name) },
  projectionsAdminSkip: { invalidatesTags: (_result, _error, { name }) => changed('ProjectionsAdmin', name) },
  // Admin: the event log browser reads the log as it is now (every write changes it): never cached.
  eventLogCategories: { providesTags: [] },
  eventLogTypes: { providesTags: [] },
  eventLogEvents: { providesTags: [] },
  eventLogEvent: { providesTags: [] },
  eventLogCorrelation: { providesTags: [] },
  eventLogStream: { providesTags: [] },

  // Navigations and probes, never cached data that a write could change.
  healthCheck: { providesTags: [] },
  // Set by the operator at start; no call changes it.
  siteConfigGet: { providesTags: [] },
  authLogin: { providesTags: [] },
  authCallback: { providesTags: [] },
  authLogout: { providesTags: [] },

  // Users: names also show in team member lists and the MS audit trail.
  usersCurrentUser: { providesTags: (user) => (user ? item('Users', user.id) : []) },
  // Pictures (decision 0095): a user's shows in the top bar (the current user) and every avatar (the list).
  profilePictureListPictures: { providesTags: list('ProfilePicture', 'Users') },
  profilePictureUploadPicture: { invalidatesTags: (_result, _error, { id }) => [...changed('Users', id), ...changed('ProfilePicture', id)] },
  profilePictureRemovePicture: { invalidatesTags: (_result, _error, { id }) => [...changed('Users', id), ...changed('ProfilePicture', id)] },
  memberPicturesUploadMemberPicture: { invalidatesTags: (_result, _error, { id }) => changed('CompanyMembers', id) },
  memberPicturesRemoveMemberPicture: { invalidatesTags: (_result, _error, { id }) => changed('CompanyMembers', id) },
  memberPicturesImportMemberPictures: { invalidatesTags: anyChanged('CompanyMembers') },
  // The image itself is an <img>'s, never read through the store.
  picturesPicture: { providesTags: [] },

  // Teams: membership also counts on the dashboard; deleting a team removes everything of it.
  teamsListTeamMembers: { providesTags: (_result, _error, { teamId }) => item('Teams', teamId, 'Users') },
  // Choosing a closed team sends a join request, which its leaders' list shows.
  teamsJoinTeam: {
    invalidatesTags: (_result, _error, { joinTeamRequest }) => [...changed('Teams', joinTeamRequest.teamId), ...added('JoinRequest')],
  },
  // Admission to closed teams (decision 0058): opening, invitations and join requests. Accepting
  // or approving makes a member, so the team's reads (its members, the team list) are stale too.
  teamsChangeVisibility: { invalidatesTags: (_result, _error, { teamId }) => changed('Teams', teamId) },
  teamsListInvitations: { providesTags: list('TeamInvitation') },
  teamsInviteMember: { invalidatesTags: added('TeamInvitation') },
  teamsCreateInvitationLink: { invalidatesTags: added('TeamInvitation') },
  teamsRevokeInvitation: { invalidatesTags: (_result, _error, { invitationId }) => changed('TeamInvitation', invitationId) },
  teamsListJoinRequests: { providesTags: list('JoinRequest', 'Users') },
  teamsApproveJoinRequest: {
    invalidatesTags: (_result, _error, { teamId, userId }) => [...changed('JoinRequest', userId), ...changed('Teams', teamId)],
  },
  teamsDeclineJoinRequest: { invalidatesTags: (_result, _error, { userId }) => changed('JoinRequest', userId) },
  teamsListMyInvitations: { providesTags: list('TeamInvitation', 'Teams') },
  teamsAcceptInvitation: { invalidatesTags: anyChanged('TeamInvitation', 'Teams') },
  teamsDeclineInvitation: { invalidatesTags: (_result, _error, { invitationId }) => changed('TeamInvitation', invitationId) },
  teamsGetInvitationLink: { providesTags: list('TeamInvitation', 'Teams') },
  teamsAcceptInvitationLink: { invalidatesTags: anyChanged('TeamInvitation', 'Teams') },
  teamsLeaveTeam: { invalidatesTags: (_result, _error, { teamId }) => changed('Teams', teamId) },
  teamsDeleteTeam: {
    invalidatesTags: (_result, _error, { id }) => [
      ...changed('Teams', id),
      ...anyChanged('Departments', 'Positions', 'CompanyMembers', 'UserDepartment', 'OneOnOneMatrix', 'MsMatrix'),
    ],
  },

  // The user's sample team: a new team with departments, members and entries on both boards (or the one they have).
  sampleTeamCreateSampleTeam: { invalidatesTags: added('Teams', 'Departments', 'CompanyMembers', 'OneOnOneMatrix', 'MsMatrix') },

  // Departments: their member counts come from the company members.
  departmentsListDepartments: { providesTags: list('Departments', 'CompanyMembers') },
  departmentsListUserDepartments: { providesTags: (_result, _error, { id }) => item('UserDepartment', id, 'Departments') },
  departmentsLinkUserDepartment: { invalidatesTags: (_result, _error, { id }) => changed('UserDepartment', id) },

  // Positions: their member counts come from the company members.
  positionsListPositions: { providesTags: list('Positions', 'CompanyMembers') },

  // Company members: shown with their position and department names.
  companyMembersListCompanyMembers: { providesTags: list('CompanyMembers', 'Positions', 'Departments') },
  companyMembersListTeamCompanyMembers: { providesTags: list('CompanyMembers', 'Positions', 'Departments') },
  companyMembersGetCompanyMemberStats: { providesTags: list('CompanyMembers', 'Positions') },
  companyMembersExportCompanyMembers: { providesTags: list('CompanyMembers', 'Positions', 'Departments') },
  companyMembersPreviewCompanyMemberImport: { invalidatesTags: [] },
  // The import answers at once with a job: its rows are registered afterwards, so the member reads
  // go stale when the polled job ends (`features/members/api/members-api.ts`), not at the upload.
  companyMembersImportCompanyMembers: { invalidatesTags: [] },
  companyMembersGetCompanyMemberImport: { providesTags: [] },

  // 1on1 board: entries show the member's name and the department's name and colour.
  oneOnOneMatrixListManagerEntries: { providesTags: list('OneOnOneMatrix', 'CompanyMembers', 'Departments') },
  oneOnOneMatrixListManagerEntriesAsOf: { providesTags: list('OneOnOneMatrix', 'CompanyMembers', 'Departments') },
  oneOnOneMatrixGetGrowthHistory: { providesTags: list('OneOnOneMatrix', 'CompanyMembers') },
  oneOnOneMatrixDeleteGrowthPoint: { invalidatesTags: anyChanged('OneOnOneMatrix') },

  // MS board: entries show the member's name and the department's name and colour; the audit trail shows who acted.
  msMatrixGetTeamMatrix: { providesTags: list('MsMatrix', 'CompanyMembers', 'Departments') },
  msMatrixGetTeamMatrixAsOf: { providesTags: list('MsMatrix', 'CompanyMembers', 'Departments') },
  msMatrixExportTeamMatrixCsv: { providesTags: list('MsMatrix', 'CompanyMembers', 'Departments') },
  msMatrixGetGrowthHistory: { providesTags: list('MsMatrix', 'CompanyMembers') },
  msMatrixGetEntryAudit: { providesTags: (_result, _error, { id }) => item('MsMatrix', id, 'Users') },
  // Placing someone new registers them as a company member too.
  msMatrixPlaceMember: { invalidatesTags: added('MsMatrix', 'CompanyMembers') },

  // Dashboard: counts of the user's teams and 1on1 entries and sessions, with members' names.
  dashboardGetSummary: { providesTags: list('Teams', 'OneOnOneMatrix', 'CompanyMembers', 'OneOnOneAgendas') },
  // The first screen carries the summary, the journal and the learning summary: stale when any of them is.
  dashboardGetFirstScreen: { providesTags: list('Teams', 'OneOnOneMatrix', 'CompanyMembers', 'OneOnOneAgendas', 'Journal', 'Learning', 'LearningProgress') },
  // The team's MS moves this month, with members' names; gone with the team or the user's membership.
  dashboardGetMsMovement: { providesTags: list('MsMatrix', 'CompanyMembers', 'Teams') },
  // 1on1 agendas: an agenda shows its entry's dates and the team's catalogue; a recorded session
  // (a OneOnOneMatrix write) closes the agenda, and its answer waits for that (decision 0054).
  oneOnOneAgendasListMine: { providesTags: list('OneOnOneAgendas', 'OneOnOneMatrix') },
  oneOnOneAgendasGetAgenda: { providesTags: (_result, _error, { entryId }) => item('OneOnOneAgendas', entryId, 'OneOnOneMatrix', 'SessionTopic') },
  oneOnOneAgendasGetCatalogue: { providesTags: list('SessionTopic') },
  oneOnOneAgendasAddTopic: { invalidatesTags: added('SessionTopic') },
  oneOnOneAgendasSetTopicActive: { invalidatesTags: (_result, _error, { topicId }) => changed('SessionTopic', topicId) },
  oneOnOneAgendasAddTopicToAgenda: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },
  oneOnOneAgendasRemoveTopicFromAgenda: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },
  oneOnOneAgendasRecordOutcome: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },
  oneOnOneAgendasAddActionItem: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },
  oneOnOneAgendasCompleteActionItem: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },
  oneOnOneAgendasGivePulse: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgendas', entryId) },

  // AI coaching and the journal: the caller's own sessions, recommendations and entries.
  aiCoachingCoach: { providesTags: [] },
  aiCoachingScenarios: { providesTags: [] },
  aiCoachingDeleteSession: { invalidatesTags: (_r, _e, { id }) => [...changed('AiCoaching', id), ...list('Recommendation')] },
  aiCoachingComplete: { invalidatesTags: (_r, _e, { id }) => [...changed('AiCoaching', id), ...list('Recommendation')] },
  aiCoachingStats: { providesTags: list('AiCoaching', 'Journal') },
  // The insights read sessions, their messages and recommendations, and the journal.
  coachingInsightsOverTime: { providesTags: list('AiCoaching', 'Journal', 'Recommendation') },
  aiCoachingRecommendations: { providesTags: list('Recommendation') },
  aiCoachingCompleteRecommendation: { invalidatesTags: list('Recommendation') },
  aiCoachingSend: { invalidatesTags: (_r, _e, { chatRequest }) => changed('AiCoaching', chatRequest.sessionId) },

  // Companion site: the download gate and the contact form add to the admin's lists; a download is
  // a navigation in a new tab (its record shows on the next read of the list).
  // The catalogue is fixed in the server's code.
  companionListWorksheets: { providesTags: [] },
  companionRegister: { invalidatesTags: added('DownloadRegistrant') },
  companionDownload: { providesTags: [] },
  companionContact: { invalidatesTags: added('Inquiry') },
  companionAdminListRegistrants: { providesTags: list('DownloadRegistrant') },
  companionAdminExportRegistrants: { providesTags: list('DownloadRegistrant') },
  companionAdminListInquiries: { providesTags: list('Inquiry') },
  companionAdminExportInquiries: { providesTags: list('Inquiry') },
  companionAdminProcess: { invalidatesTags: (_result, _error, { id }) => changed('Inquiry', id) },

  // Growth cycles: owners', givers' and supporters' names; a gift changes its cycle's buddy, counts and received list.
  growthCyclesListMine: { providesTags: list('GrowthCycles', 'Users') },
  growthCyclesGetActive: { providesTags: list('GrowthCycles', 'Users') },
  growthCyclesListCommunity: { providesTags: list('GrowthCycles', 'Users') },
  growthCyclesGetOne: { providesTags: (_result, _error, { id }) => item('GrowthCycles', id, 'Users') },
  growthCyclesListReceived: { providesTags: (_result, _error, { id }) => item('GrowthCycles', id, 'Users') },
  // Completing, praising and cheering also pay points: 'Points' too. The server answers once the award
  // reactors and the points projections have handled the write (decision 0054), so the one refetch shows it.
  growthCyclesComplete: { invalidatesTags: (_result, _error, { id }) => [...changed('GrowthCycles', id), ...anyChanged('Points')] },
  growthCyclesThank: { invalidatesTags: (_result, _error, { id }) => [...changed('GrowthCycles', id), ...anyChanged('Points')] },
  growthCyclesGiveFeedback: {
    invalidatesTags: (_result, _error, { giveFeedbackRequest: { growthCycleId } }) => [
      ...(growthCycleId ? changed('GrowthCycles', growthCycleId) : anyChanged('GrowthCycles')),
      ...anyChanged('Points'),
    ],
  },
  growthCyclesGiveFeedForward: {
    invalidatesTags: (_result, _error, { giveFeedForwardRequest: { growthCycleId } }) => [
      ...(growthCycleId ? changed('GrowthCycles', growthCycleId) : anyChanged('GrowthCycles')),
      ...anyChanged('Points'),
    ],
  },
  // Points: accounts, the shop, the ledger and the leaderboard. Awards are paid by the server's
  // reactors for praise, cheers and completed cycles: the growth-cycle mutations above invalidate 'Points' too.
  pointsGetLedger: { providesTags: list('Points', 'Users') },
  pointsExportLedger: { providesTags: list('Points', 'Users') },
  pointsGetLedgerTransaction: { providesTags: (_result, _error, { eventId }) => item('Points', eventId, 'Users') },
  pointsGetLeaderboard: { providesTags: list('Points', 'Users') },
  pointsPurchase: { invalidatesTags: anyChanged('Points') },
  // Forum: the categories are fixed in the server's code.
  forumCategories: { providesTags: [] },
  // The moderators' desk: one queue and one log over the forum and 心の叫び.
  moderationQueue: { providesTags: list('Forum', 'AnonymousPosts') },
  moderationLog: { providesTags: list('Forum', 'AnonymousPosts') },

  // Events: the organisers' and participants' names; the personal calendar feed's address.
  communityEventsList: { providesTags: list('CommunityEvents', 'Users') },
  communityEventsGet: { providesTags: (_result, _error, { id }) => item('CommunityEvents', id, 'Users') },
  communityEventsCalendarFeed: { providesTags: list('CalendarFeed') },
  communityEventsRenewCalendarFeed: { invalidatesTags: anyChanged('CalendarFeed') },
  communityEventsFeed: { providesTags: list('CommunityEvents', 'CalendarFeed') },
  // An event's files: who may list them follows the registrations (a new seat turns a 403 into the list).
  eventMaterialsList: { providesTags: list('EventMaterials', 'CommunityEvents') },
  // A file added or removed is an event of the event's stream: its revision (If-Match) moves too.
  eventMaterialsAttach: { invalidatesTags: (_result, _error, { eventId }) => [...changed('CommunityEvents', eventId), ...anyChanged('EventMaterials')] },
  eventMaterialsRemove: { invalidatesTags: (_result, _error, { eventId }) => [...changed('CommunityEvents', eventId), ...anyChanged('EventMaterials')] },
  // An event's recording with the viewer's progress (decision 0108); uploading, replacing or removing it is an event of the event's stream.
  eventRecordingGet: { providesTags: list('EventRecording', 'CommunityEvents') },
  eventRecordingUpload: { invalidatesTags: (_result, _error, { eventId }) => [...changed('CommunityEvents', eventId), ...anyChanged('EventRecording')] },
  eventRecordingRemove: { invalidatesTags: (_result, _error, { eventId }) => [...changed('CommunityEvents', eventId), ...anyChanged('EventRecording')] },
  // The player saves as it plays; its answer (the viewer's progress) is written into the recording's read (recording-api.ts).
  eventRecordingRecordProgress: { invalidatesTags: [] },
  // Knowledge base: the book data an admin loads; searches read the same entries.
  knowledgeBaseSeed: { invalidatesTags: anyChanged('KnowledgeBase') },

  // Learning: content with the caller's own progress; the summary computes from both.
  learningList: { providesTags: list('Learning', 'LearningProgress') },
  learningSummary: { providesTags: list('Learning', 'LearningProgress') },
  // A course lists only the lessons its reader may see, with the reader's progress: stale when the library or the progress changes too.
  learningCoursesList: { providesTags: list('LearningCourses', 'Learning', 'LearningProgress') },
  learningCoursesGet: { providesTags: (_result, _error, { id }) => item('LearningCourses', id, 'Learning', 'LearningProgress') },
  learningGet: { providesTags: (_result, _error, { id }) => item('Learning', id, 'LearningProgress') },
  learningSeed: { invalidatesTags: anyChanged('Learning') },
  learningRecordProgress: { invalidatesTags: anyChanged('LearningProgress') },
  learningResetProgress: { invalidatesTags: anyChanged('LearningProgress') },

  // Culture simulation: measured from the boards, 1on1 sessions, growth cycles and learning; scenarios compare with the board.
  cultureSimulationMeasurements: { providesTags: list('MsMatrix', 'OneOnOneMatrix', 'GrowthCycles', 'LearningProgress', 'CompanyMembers') },
  cultureSimulationSimulate: { invalidatesTags: [] },
  cultureSimulationScenarios: { providesTags: list('CultureSimulation', 'MsMatrix') },
  cultureSimulationScenario: { providesTags: (_result, _error, { scenarioId }) => item('CultureSimulation', scenarioId, 'MsMatrix') },
  cultureSimulationSave: { invalidatesTags: added('CultureSimulation') },
  cultureSimulationShare: { invalidatesTags: (_result, _error, { scenarioId }) => changed('CultureSimulation', scenarioId) },
  // A forgotten person's name may show in any kind of data (decision 0044): every read is stale.
  privacyForget: { invalidatesTags: anyChanged(...tagTypes) },
  // Admin console: a migration or a diagram sync changes the diagram, the action list and the figures.
  adminMigrateToProduction: { invalidatesTags: anyChanged('Admin') },
  adminSyncDbDiagram: { invalidatesTags: anyChanged('Admin') },

  // A notification of an anonymous post's author is marked read under 心の叫び's prefix (decision 0082).
  anonymousPostNotificationsMarkRead: { invalidatesTags: anyChanged('Notifications') },
  // The live channel is an EventSource (shared/live), never fetched through the API.
  liveLive: { providesTags: [] },

  // The 1on1 entry's audit trail (its events): who moved it, shown by name.
  oneOnOneMatrixGetEntryAudit: { providesTags: (_result, _error, { id }) => item('OneOnOneMatrix', id, 'Users') },
};

/** Each endpoint's rule: the one written by hand if any, else its mechanical one. */
export function rulesFor(endpoints: Readonly<Record<string, GeneratedEndpoint>>, written: Readonly<Record<string, object | undefined>>) {
  return Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, written[name] ?? mechanicalRule(endpoint)]));
}

/** Every generated endpoint's rule. */
export const cacheRules = rulesFor(generatedEndpoints, handWritten) as CacheRules;

/** The rule of the endpoint named `endpointName` (none for one that is not generated). */
export const cacheRuleOf = (endpointName: string): object | undefined => (cacheRules as Record<string, object | undefined>)[endpointName];

/**
 * What a live "changed" signal invalidates (decision 0081): the stream categories the server names,
 * each mapped to the kinds whose reads show them; the refetch goes through the normal reads.
 * Categories nobody shows live (sign-ins, reservations) are not listed and change nothing.
 */
export const liveInvalidations: Readonly<Record<string, readonly TagType[]>> = {
  'forum-post': ['Forum', 'Moderation'],
  'anonymous-post': ['AnonymousPosts', 'Moderation'],
  'growth-cycle': ['GrowthCycles', 'Dashboard'],
  'points-account': ['Points'],
  'ms-matrix-entry': ['MsMatrix', 'Dashboard'],
  'one-on-one-entry': ['OneOnOneMatrix', 'Dashboard'],
  'one-on-one-agenda': ['OneOnOneAgendas'],
  'community-event': ['CommunityEvents', 'EventMaterials', 'EventRecording'],
  'knowledge-entry': ['KnowledgeBase'],
  team: ['Teams'],
  'company-member': ['CompanyMembers', 'MsMatrix', 'OneOnOneMatrix'],
  department: ['Departments', 'MsMatrix', 'OneOnOneMatrix'],
};

/** The tags to invalidate for the categories of one "changed" signal. */
export function liveTags(categories: readonly string[]): TagType[] {
  return [...new Set(categories.flatMap((category) => liveInvalidations[category] ?? []))];
}

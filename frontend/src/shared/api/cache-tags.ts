import type {
  BaseQueryError,
  BaseQueryMeta,
  DefinitionsFromApi,
  MutationDefinition,
  QueryDefinition,
  ResultDescription,
} from '@reduxjs/toolkit/query';
import { api as generatedApi } from './generated/api';

/**
 * Which cached reads each call makes stale, for every generated endpoint, in this one file
 * (docs/decisions/0016-client-cache-tags.md). The store is built from the `api` exported here, so
 * these rules hold from the first render, whichever screen's chunk has loaded. A new generated
 * endpoint without a rule fails to compile and fails `cache-tags.unit.spec.ts`.
 *
 * One tag type per kind of server data. A read provides the tags of everything it shows, names
 * copied from other kinds included (an entry shows its department's name, so it provides
 * `Department`); a write invalidates the tags of what it changes. List and item tags as in RTK
 * Query's "abstract tag ids": a read over many items provides `{ type, id: 'LIST' }`, a read about
 * one item provides `{ type, id }`.
 */
export const tagTypes = [
  'Projection',
  'User',
  'Team',
  'TeamInvitation',
  'JoinRequest',
  'Department',
  'Position',
  'CompanyMember',
  'UserDepartment',
  'OneOnOneEntry',
  'MsMatrixEntry',
  'JournalEntry',
  'CoachingSession',
  'Recommendation',
  'DownloadRegistrant',
  'Inquiry',
  'OneOnOneAgenda',
  'SessionTopic',
  'GrowthCycle',
  'Points',
  'ForumPost',
  'AnonymousPost',
  'CommunityEvent',
  'CalendarFeed',
  'KnowledgeEntry',
  'LearningContent',
  'LearningProgress',
  'CultureScenario',
  'AdminConsole',
] as const;

export type TagType = (typeof tagTypes)[number];
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
function changed(type: TagType, id: string): Tag[] {
  return [{ type, id }, { type, id: LIST }];
}

/** Items the request does not name changed (a team's history, a point of some entry): every read of the type. */
function anyChanged(...types: TagType[]): Tag[] {
  return types;
}

type Definitions = DefinitionsFromApi<typeof generatedApi>;

/** A query must say what it provides and a mutation what it invalidates (an empty list when nothing). */
type Rule<Definition> =
  Definition extends QueryDefinition<infer Arg, infer Base, infer _Tags, infer Result, infer _Path>
    ? { providesTags: ResultDescription<TagType, Result, Arg, BaseQueryError<Base>, BaseQueryMeta<Base>> }
    : Definition extends MutationDefinition<infer Arg, infer Base, infer _Tags, infer Result, infer _Path>
      ? { invalidatesTags: ResultDescription<TagType, Result, Arg, BaseQueryError<Base>, BaseQueryMeta<Base>> }
      : never;

/** Every generated endpoint, by name: leaving one out is a compile error. */
export type CacheRules = { [Name in keyof Definitions]: Rule<Definitions[Name]> };

export const cacheRules: CacheRules = {
  // Admin: projection status.
  projectionsAdminList: { providesTags: list('Projection') },
  projectionsAdminRebuildAll: { invalidatesTags: anyChanged('Projection') },
  projectionsAdminRebuild: { invalidatesTags: (_result, _error, { name }) => changed('Projection', name) },
  projectionsAdminParked: { providesTags: (_result, _error, { name }) => [{ type: 'Projection', id: name }] },
  projectionsAdminRetry: { invalidatesTags: (_result, _error, { name }) => changed('Projection', name) },
  projectionsAdminSkip: { invalidatesTags: (_result, _error, { name }) => changed('Projection', name) },
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
  usersCurrentUser: { providesTags: (user) => (user ? item('User', user.id) : []) },
  usersUpdateProfile: { invalidatesTags: (_result, _error, { id }) => changed('User', id) },
  // The organisation's users, for pickers (a growth cycle's supporters): names change with profiles.
  usersSearchDirectory: { providesTags: list('User') },

  // Teams: membership also counts on the dashboard; deleting a team removes everything of it.
  teamsListTeams: { providesTags: list('Team') },
  teamsListTeamMembers: { providesTags: (_result, _error, { teamId }) => item('Team', teamId, 'User') },
  teamsCreateTeam: { invalidatesTags: added('Team') },
  // Choosing a closed team sends a join request, which its leaders' list shows.
  teamsJoinTeam: {
    invalidatesTags: (_result, _error, { joinTeamRequest }) => [...changed('Team', joinTeamRequest.teamId), ...added('JoinRequest')],
  },
  // Admission to closed teams (decision 0058): opening, invitations and join requests. Accepting
  // or approving makes a member, so the team's reads (its members, the team list) are stale too.
  teamsChangeVisibility: { invalidatesTags: (_result, _error, { teamId }) => changed('Team', teamId) },
  teamsListInvitations: { providesTags: list('TeamInvitation') },
  teamsInviteMember: { invalidatesTags: added('TeamInvitation') },
  teamsCreateInvitationLink: { invalidatesTags: added('TeamInvitation') },
  teamsRevokeInvitation: { invalidatesTags: (_result, _error, { invitationId }) => changed('TeamInvitation', invitationId) },
  teamsListJoinRequests: { providesTags: list('JoinRequest', 'User') },
  teamsApproveJoinRequest: {
    invalidatesTags: (_result, _error, { teamId, userId }) => [...changed('JoinRequest', userId), ...changed('Team', teamId)],
  },
  teamsDeclineJoinRequest: { invalidatesTags: (_result, _error, { userId }) => changed('JoinRequest', userId) },
  teamsListMyInvitations: { providesTags: list('TeamInvitation', 'Team') },
  teamsAcceptInvitation: { invalidatesTags: anyChanged('TeamInvitation', 'Team') },
  teamsDeclineInvitation: { invalidatesTags: (_result, _error, { invitationId }) => changed('TeamInvitation', invitationId) },
  teamsGetInvitationLink: { providesTags: list('TeamInvitation', 'Team') },
  teamsAcceptInvitationLink: { invalidatesTags: anyChanged('TeamInvitation', 'Team') },
  teamsLeaveTeam: { invalidatesTags: (_result, _error, { teamId }) => changed('Team', teamId) },
  teamsDeleteTeam: {
    invalidatesTags: (_result, _error, { id }) => [
      ...changed('Team', id),
      ...anyChanged('Department', 'Position', 'CompanyMember', 'UserDepartment', 'OneOnOneEntry', 'MsMatrixEntry'),
    ],
  },

  // The user's sample team: a new team with departments, members and entries on both boards (or the one they have).
  sampleTeamCreateSampleTeam: { invalidatesTags: added('Team', 'Department', 'CompanyMember', 'OneOnOneEntry', 'MsMatrixEntry') },

  // Departments: their member counts come from the company members.
  departmentsListDepartments: { providesTags: list('Department', 'CompanyMember') },
  departmentsCreateDepartment: { invalidatesTags: added('Department') },
  departmentsUpdateDepartment: { invalidatesTags: (_result, _error, { id }) => changed('Department', id) },
  departmentsDeleteDepartment: { invalidatesTags: (_result, _error, { id }) => changed('Department', id) },
  departmentsListUserDepartments: { providesTags: (_result, _error, { id }) => item('UserDepartment', id, 'Department') },
  departmentsLinkUserDepartment: { invalidatesTags: (_result, _error, { id }) => changed('UserDepartment', id) },

  // Positions: their member counts come from the company members.
  positionsListPositions: { providesTags: list('Position', 'CompanyMember') },
  positionsCreatePosition: { invalidatesTags: added('Position') },
  positionsUpdatePosition: { invalidatesTags: (_result, _error, { id }) => changed('Position', id) },
  positionsDeletePosition: { invalidatesTags: (_result, _error, { id }) => changed('Position', id) },

  // Company members: shown with their position and department names.
  companyMembersListCompanyMembers: { providesTags: list('CompanyMember', 'Position', 'Department') },
  companyMembersListTeamCompanyMembers: { providesTags: list('CompanyMember', 'Position', 'Department') },
  companyMembersGetCompanyMemberStats: { providesTags: list('CompanyMember', 'Position') },
  companyMembersExportCompanyMembers: { providesTags: list('CompanyMember', 'Position', 'Department') },
  companyMembersCreateCompanyMember: { invalidatesTags: added('CompanyMember') },
  companyMembersUpdateCompanyMember: { invalidatesTags: (_result, _error, { id }) => changed('CompanyMember', id) },
  companyMembersDeleteCompanyMember: { invalidatesTags: (_result, _error, { id }) => changed('CompanyMember', id) },
  companyMembersPreviewCompanyMemberImport: { invalidatesTags: [] },
  companyMembersImportCompanyMembers: { invalidatesTags: added('CompanyMember') },

  // 1on1 board: entries show the member's name and the department's name and colour.
  oneOnOneMatrixListManagerEntries: { providesTags: list('OneOnOneEntry', 'CompanyMember', 'Department') },
  oneOnOneMatrixListManagerEntriesAsOf: { providesTags: list('OneOnOneEntry', 'CompanyMember', 'Department') },
  oneOnOneMatrixGetGrowthHistory: { providesTags: list('OneOnOneEntry', 'CompanyMember') },
  oneOnOneMatrixListSessions: { providesTags: (_result, _error, { id }) => item('OneOnOneEntry', id) },
  oneOnOneMatrixCreateEntry: { invalidatesTags: added('OneOnOneEntry') },
  oneOnOneMatrixMoveEntry: { invalidatesTags: (_result, _error, { id }) => changed('OneOnOneEntry', id) },
  oneOnOneMatrixRecordSession: { invalidatesTags: (_result, _error, { id }) => changed('OneOnOneEntry', id) },
  oneOnOneMatrixDeleteEntry: { invalidatesTags: (_result, _error, { id }) => changed('OneOnOneEntry', id) },
  oneOnOneMatrixDeleteGrowthPoint: { invalidatesTags: anyChanged('OneOnOneEntry') },

  // MS board: entries show the member's name and the department's name and colour; the audit trail shows who acted.
  msMatrixGetTeamMatrix: { providesTags: list('MsMatrixEntry', 'CompanyMember', 'Department') },
  msMatrixGetTeamMatrixAsOf: { providesTags: list('MsMatrixEntry', 'CompanyMember', 'Department') },
  msMatrixExportTeamMatrixCsv: { providesTags: list('MsMatrixEntry', 'CompanyMember', 'Department') },
  msMatrixGetGrowthHistory: { providesTags: list('MsMatrixEntry', 'CompanyMember') },
  msMatrixGetEntryAudit: { providesTags: (_result, _error, { id }) => item('MsMatrixEntry', id, 'User') },
  // Placing someone new registers them as a company member too.
  msMatrixPlaceMember: { invalidatesTags: added('MsMatrixEntry', 'CompanyMember') },
  msMatrixMoveMember: { invalidatesTags: (_result, _error, { id }) => changed('MsMatrixEntry', id) },
  msMatrixRemoveMember: { invalidatesTags: (_result, _error, { id }) => changed('MsMatrixEntry', id) },
  msMatrixDeleteGrowthPoint: { invalidatesTags: anyChanged('MsMatrixEntry') },
  msMatrixClearTeamHistory: { invalidatesTags: anyChanged('MsMatrixEntry') },

  // Dashboard: counts of the user's teams and 1on1 entries and sessions, with members' names.
  dashboardGetSummary: { providesTags: list('Team', 'OneOnOneEntry', 'CompanyMember', 'OneOnOneAgenda') },
  // The team's MS moves this month, with members' names; gone with the team or the user's membership.
  dashboardGetMsMovement: { providesTags: list('MsMatrixEntry', 'CompanyMember', 'Team') },
  // 1on1 agendas: an agenda shows its entry's dates and the team's catalogue; a recorded session
  // (a OneOnOneEntry write) closes the agenda, and its answer waits for that (decision 0054).
  oneOnOneAgendasListMine: { providesTags: list('OneOnOneAgenda', 'OneOnOneEntry') },
  oneOnOneAgendasGetAgenda: { providesTags: (_result, _error, { entryId }) => item('OneOnOneAgenda', entryId, 'OneOnOneEntry', 'SessionTopic') },
  oneOnOneAgendasGetCatalogue: { providesTags: list('SessionTopic') },
  oneOnOneAgendasAddTopic: { invalidatesTags: added('SessionTopic') },
  oneOnOneAgendasSetTopicActive: { invalidatesTags: (_result, _error, { topicId }) => changed('SessionTopic', topicId) },
  oneOnOneAgendasAddTopicToAgenda: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },
  oneOnOneAgendasRemoveTopicFromAgenda: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },
  oneOnOneAgendasRecordOutcome: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },
  oneOnOneAgendasAddActionItem: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },
  oneOnOneAgendasCompleteActionItem: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },
  oneOnOneAgendasGivePulse: { invalidatesTags: (_result, _error, { entryId }) => changed('OneOnOneAgenda', entryId) },

  // Journal: read-only until the AI reflection module writes entries.
  // AI coaching and the journal: the caller's own sessions, recommendations and entries.
  aiCoachingCoach: { providesTags: [] },
  aiCoachingScenarios: { providesTags: [] },
  aiCoachingSessions: { providesTags: list('CoachingSession') },
  aiCoachingActiveSession: { providesTags: list('CoachingSession') },
  aiCoachingSession: { providesTags: (_r, _e, { id }) => item('CoachingSession', id) },
  aiCoachingStartSession: { invalidatesTags: added('CoachingSession') },
  aiCoachingDeleteSession: { invalidatesTags: (_r, _e, { id }) => [...changed('CoachingSession', id), ...list('Recommendation')] },
  aiCoachingComplete: { invalidatesTags: (_r, _e, { id }) => [...changed('CoachingSession', id), ...list('Recommendation')] },
  aiCoachingStats: { providesTags: list('CoachingSession', 'JournalEntry') },
  aiCoachingRecommendations: { providesTags: list('Recommendation') },
  aiCoachingCompleteRecommendation: { invalidatesTags: list('Recommendation') },
  aiCoachingSend: { invalidatesTags: (_r, _e, { chatRequest }) => changed('CoachingSession', chatRequest.sessionId) },
  journalListJournalEntries: { providesTags: list('JournalEntry') },
  journalInsights: { providesTags: list('JournalEntry') },
  journalWrite: { invalidatesTags: added('JournalEntry') },
  journalDelete: { invalidatesTags: (_r, _e, { id }) => changed('JournalEntry', id) },

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
  growthCyclesListMine: { providesTags: list('GrowthCycle', 'User') },
  growthCyclesGetActive: { providesTags: list('GrowthCycle', 'User') },
  growthCyclesListCommunity: { providesTags: list('GrowthCycle', 'User') },
  growthCyclesGetOne: { providesTags: (_result, _error, { id }) => item('GrowthCycle', id, 'User') },
  growthCyclesListReceived: { providesTags: (_result, _error, { id }) => item('GrowthCycle', id, 'User') },
  growthCyclesStart: { invalidatesTags: added('GrowthCycle') },
  // Completing, praising and cheering also pay points: 'Points' too. The server answers once the award
  // reactors and the points projections have handled the write (decision 0054), so the one refetch shows it.
  growthCyclesComplete: { invalidatesTags: (_result, _error, { id }) => [...changed('GrowthCycle', id), ...anyChanged('Points')] },
  growthCyclesThank: { invalidatesTags: (_result, _error, { id }) => [...changed('GrowthCycle', id), ...anyChanged('Points')] },
  growthCyclesGiveFeedback: {
    invalidatesTags: (_result, _error, { giveFeedbackRequest: { growthCycleId } }) => [
      ...(growthCycleId ? changed('GrowthCycle', growthCycleId) : anyChanged('GrowthCycle')),
      ...anyChanged('Points'),
    ],
  },
  growthCyclesGiveFeedForward: {
    invalidatesTags: (_result, _error, { giveFeedForwardRequest: { growthCycleId } }) => [
      ...(growthCycleId ? changed('GrowthCycle', growthCycleId) : anyChanged('GrowthCycle')),
      ...anyChanged('Points'),
    ],
  },
  // Points: accounts, the shop, the ledger and the leaderboard. Awards are paid by the server's
  // reactors for praise, cheers and completed cycles: the growth-cycle mutations above invalidate 'Points' too.
  pointsGetPoints: { providesTags: list('Points') },
  pointsGetPointsHistory: { providesTags: list('Points') },
  pointsGetShop: { providesTags: list('Points') },
  pointsGetEquippedItems: { providesTags: list('Points') },
  pointsGetLedger: { providesTags: list('Points', 'User') },
  pointsExportLedger: { providesTags: list('Points', 'User') },
  pointsGetLedgerTransaction: { providesTags: (_result, _error, { eventId }) => item('Points', eventId, 'User') },
  pointsGetLeaderboard: { providesTags: list('Points', 'User') },
  pointsPurchase: { invalidatesTags: anyChanged('Points') },
  pointsEquip: { invalidatesTags: anyChanged('Points') },
  pointsUnequip: { invalidatesTags: anyChanged('Points') },
  // Forum: the categories are fixed in the server's code; the side cards' figures count the posts.
  forumCategories: { providesTags: [] },
  forumStats: { providesTags: list('ForumPost') },
  forumList: { providesTags: list('ForumPost') },
  forumDetail: { providesTags: (_result, _error, { id }) => item('ForumPost', id) },
  forumCreate: { invalidatesTags: added('ForumPost') },
  forumReply: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumLike: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumView: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumPin: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumMyReports: { providesTags: list('ForumPost') },
  forumMyNotices: { providesTags: list('ForumPost') },
  forumReport: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumHide: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumRestore: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumEdit: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumRemove: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumUnlike: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumRevisions: { providesTags: (_result, _error, { id }) => item('ForumPost', id) },
  forumEditReply: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumRemoveReply: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumReplyRevisions: { providesTags: (_result, _error, { id }) => item('ForumPost', id) },
  forumLikeReply: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  forumUnlikeReply: { invalidatesTags: (_result, _error, { id }) => changed('ForumPost', id) },
  // The moderators' desk: one queue and one log over the forum and 心の叫び.
  moderationQueue: { providesTags: list('ForumPost', 'AnonymousPost') },
  moderationLog: { providesTags: list('ForumPost', 'AnonymousPost') },

  // 心の叫び: the forum's side card, the board, the caller's notices and reports and the moderators' lists.
  anonymousPostsList: { providesTags: list('AnonymousPost') },
  anonymousPostsMyReports: { providesTags: list('AnonymousPost') },
  anonymousPostsMyNotices: { providesTags: list('AnonymousPost') },
  anonymousPostsDetail: { providesTags: (_result, _error, { id }) => item('AnonymousPost', id) },
  anonymousPostsCreate: { invalidatesTags: added('AnonymousPost') },
  anonymousPostsRemove: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  anonymousPostsSupport: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  anonymousPostsReply: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  anonymousPostsReport: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  anonymousPostsHide: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  anonymousPostsRestore: { invalidatesTags: (_result, _error, { id }) => changed('AnonymousPost', id) },
  communityEventsList: { providesTags: list('CommunityEvent', 'User') },
  communityEventsCreate: { invalidatesTags: added('CommunityEvent') },
  communityEventsGet: { providesTags: (_result, _error, { id }) => item('CommunityEvent', id, 'User') },
  communityEventsAnalytics: { providesTags: (_result, _error, { id }) => item('CommunityEvent', id) },
  communityEventsCalendar: { providesTags: (_result, _error, { id }) => item('CommunityEvent', id) },
  communityEventsUpdate: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsChangeStatus: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsPublishRecording: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsRegister: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsCancel: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsApprove: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsDecline: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsRecordAttendance: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsGiveFeedback: { invalidatesTags: (_result, _error, { id }) => changed('CommunityEvent', id) },
  communityEventsCalendarFeed: { providesTags: list('CalendarFeed') },
  communityEventsRenewCalendarFeed: { invalidatesTags: anyChanged('CalendarFeed') },
  communityEventsFeed: { providesTags: list('CommunityEvent', 'CalendarFeed') },
  // Knowledge base: the book data an admin loads; searches read the same entries.
  knowledgeBaseList: { providesTags: list('KnowledgeEntry') },
  knowledgeBaseSearch: { providesTags: list('KnowledgeEntry') },
  knowledgeBaseBook: { providesTags: list('KnowledgeEntry') },
  knowledgeBaseGet: { providesTags: (_result, _error, { id }) => item('KnowledgeEntry', id) },
  knowledgeBaseSeed: { invalidatesTags: anyChanged('KnowledgeEntry') },

  // Learning: content with the caller's own progress; the summary computes from both.
  learningList: { providesTags: list('LearningContent', 'LearningProgress') },
  learningSummary: { providesTags: list('LearningContent', 'LearningProgress') },
  learningGet: { providesTags: (_result, _error, { id }) => item('LearningContent', id, 'LearningProgress') },
  learningCreate: { invalidatesTags: added('LearningContent') },
  learningSeed: { invalidatesTags: anyChanged('LearningContent') },
  learningUpdate: { invalidatesTags: (_result, _error, { id }) => changed('LearningContent', id) },
  learningRecordProgress: { invalidatesTags: anyChanged('LearningProgress') },
  learningResetProgress: { invalidatesTags: anyChanged('LearningProgress') },

  // Culture simulation: measured from the boards, 1on1 sessions, growth cycles and learning; scenarios compare with the board.
  cultureSimulationMeasurements: { providesTags: list('MsMatrixEntry', 'OneOnOneEntry', 'GrowthCycle', 'LearningProgress', 'CompanyMember') },
  cultureSimulationSimulate: { invalidatesTags: [] },
  cultureSimulationScenarios: { providesTags: list('CultureScenario', 'MsMatrixEntry') },
  cultureSimulationScenario: { providesTags: (_result, _error, { scenarioId }) => item('CultureScenario', scenarioId, 'MsMatrixEntry') },
  cultureSimulationSave: { invalidatesTags: added('CultureScenario') },
  cultureSimulationShare: { invalidatesTags: (_result, _error, { scenarioId }) => changed('CultureScenario', scenarioId) },
  // A forgotten person's name may show in any kind of data (decision 0044): every read is stale.
  privacyForget: { invalidatesTags: anyChanged(...tagTypes) },
  // Admin console: a migration or a diagram sync changes the diagram, the action list and the figures.
  adminGetDbDiagram: { providesTags: list('AdminConsole') },
  adminGetStatistics: { providesTags: list('AdminConsole') },
  adminListActions: { providesTags: list('AdminConsole') },
  adminMigrateToProduction: { invalidatesTags: anyChanged('AdminConsole') },
  adminSyncDbDiagram: { invalidatesTags: anyChanged('AdminConsole') },

  // The 1on1 entry's audit trail (its events): who moved it, shown by name.
  oneOnOneMatrixGetEntryAudit: { providesTags: (_result, _error, { id }) => item('OneOnOneEntry', id, 'User') },
};

/** The one RTK Query API with its cache rules: the store is built from it, features use its hooks. */
export const api = generatedApi.enhanceEndpoints({ addTagTypes: tagTypes, endpoints: cacheRules });

/**
 * The chat's streamed send (`features/ai-coaching/lib/stream-chat.ts`) reads a stream the generated
 * client cannot: once it ends it makes stale what `aiCoachingSend` would.
 */
export const chatReplyStored = (sessionId: string) => api.util.invalidateTags(changed('CoachingSession', sessionId));

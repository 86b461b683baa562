/**
 * Row types of every table and view of the migrated schema, one interface per relation, written by
 * kysely-codegen from a fresh database that ran every migration (src/tools/generate-db-schema.ts).
 * DO NOT EDIT: change the migration, then run `npm run db:types -w backend`; a test fails while
 * this file and the migrations disagree (docs/decisions/0073-row-types-from-the-schema.md).
 */

import type { ColumnType } from "kysely";

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U>
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AdminActions {
  actor_id: string | null;
  at: Timestamp;
  event_id: string;
  success: boolean;
  summary: string;
  type: string;
}

export interface AdminDbDiagram {
  changed: boolean;
  checksum: string;
  id: string;
  snapshot: Json;
  synced_at: Timestamp;
  synced_by: string | null;
}

export interface AiCoachingMessages {
  citations: Json;
  content: string;
  created_at: Timestamp;
  cut_off: boolean;
  id: string;
  message_order: number;
  role: string;
  session_id: string;
  user_id: string;
}

export interface AiCoachingRecommendations {
  category: string;
  created_at: Timestamp;
  description: string;
  id: string;
  is_completed: boolean;
  priority: number;
  session_id: string;
  title: string;
  updated_at: Timestamp;
  user_id: string;
}

export interface AiCoachingSessions {
  context: Json | null;
  created_at: Timestamp;
  debrief: Json | null;
  id: string;
  is_active: boolean;
  is_pending: boolean;
  message_count: number;
  revision: number;
  scenario_id: string | null;
  session_type: string;
  summary: string | null;
  topic: string | null;
  updated_at: Timestamp;
  user_id: string;
}

export interface AnonymousModerationLog {
  action: string;
  created_at: Timestamp;
  event_position: Int8;
  id: string;
  moderator_id: string | null;
  post_id: string;
  reason: string;
}

export interface AnonymousPostReports {
  created_at: Timestamp;
  decided_at: Timestamp | null;
  event_position: Int8;
  id: string;
  outcome: Generated<string>;
  outcome_reason: string | null;
  post_id: string;
  reason: string;
  reporter_id: string;
}

export interface AnonymousPosts {
  content: string;
  created_at: Timestamp;
  event_position: Int8;
  id: string;
  open_report_count: Generated<number>;
  reply_count: Generated<number>;
  support_count: Generated<number>;
  visibility: Generated<string>;
}

export interface AnonymousPostSupports {
  post_id: string;
  supporter_proof: string;
}

export interface AnonymousReplies {
  content: string;
  created_at: Timestamp;
  event_position: Int8;
  id: string;
  post_id: string;
}

export interface CommunityEventCalendarFeeds {
  issued_at: Timestamp;
  token_hash: string;
  user_id: string;
}

export interface CommunityEventFeedback {
  created_at: Timestamp;
  event_id: string;
  feedback: string | null;
  rating: number;
  suggestions: string | null;
  user_id: string;
  would_recommend: boolean;
}

export interface CommunityEventFiles {
  content_type: string;
  event_id: string;
  file_name: string;
  id: string;
  session_id: string | null;
  size_bytes: Int8;
  storage_key: string;
  uploaded_at: Timestamp;
  uploaded_by_id: string;
}

export interface CommunityEventRegistrations {
  attended_at: Timestamp | null;
  event_id: string;
  notes: string | null;
  queued_position: Int8;
  registered_at: Timestamp;
  status: string;
  updated_at: Timestamp;
  user_id: string;
}

export interface CommunityEvents {
  created_at: Timestamp;
  created_by_id: string;
  description: string | null;
  end_time: Timestamp;
  event_type: string;
  host_id: string;
  id: string;
  is_public: boolean;
  is_recorded: boolean;
  materials: Json;
  max_participants: number;
  meeting_id: string | null;
  meeting_url: string | null;
  passcode: string | null;
  platform: string;
  recording_file: Json | null;
  recording_url: string | null;
  requires_approval: boolean;
  revision: number;
  start_time: Timestamp;
  status: string;
  tags: Json;
  timezone: string;
  title: string;
  updated_at: Timestamp;
}

export interface CommunityEventSessions {
  description: string | null;
  end_time: Timestamp;
  event_id: string;
  id: string;
  materials: Json;
  session_order: number;
  speaker_id: string | null;
  start_time: Timestamp;
  title: string;
}

export interface CompanyMembers {
  created_at: Timestamp;
  department_id: string | null;
  department_tags: Generated<Json>;
  email: string | null;
  first_name: string;
  furigana: string | null;
  hire_date: Timestamp | null;
  id: string;
  last_name: string;
  notes: string | null;
  organization_name: string | null;
  phone_number: string | null;
  picture_url: string | null;
  position_id: string | null;
  revision: number;
  team_id: string;
  team_tags: Generated<Json>;
  updated_at: Timestamp;
}

export interface ContributionActs {
  act: string;
  event_id: string;
  occurred_at: Timestamp;
  quality: number;
  user_id: string;
}

export interface CultureGifts {
  at: Timestamp;
  gift_id: string;
  kind: string;
  user_id: string;
}

export interface CultureLearning {
  at: Timestamp;
  event_id: string;
  user_id: string;
}

export interface CultureMemberLinks {
  email_hash: string | null;
  member_id: string;
  team_id: string;
}

export interface CultureMsPoints {
  at: Timestamp;
  entry_id: string;
  member_id: string;
  point_id: string;
  team_id: string;
  x: number;
  y: number;
}

export interface CultureOneOnOneEntries {
  entry_id: string;
  member_id: string;
  team_id: string;
}

export interface CultureScenarios {
  assumed_zero: Json;
  author_id: string;
  horizon_months: number;
  members: number;
  name: string;
  parameters: Json;
  projection: Json;
  runs: number;
  saved_at: Timestamp;
  scenario_id: string;
  seed: Int8;
  shared: boolean;
  shared_at: Timestamp | null;
  start_date: Timestamp;
  team_id: string;
}

export interface CultureSessions {
  approach: string;
  entry_id: string;
  session_date: Timestamp;
  session_id: string;
}

export interface CultureUserLinks {
  email_hash: string;
  user_id: string;
}

export interface Departments {
  color: string;
  created_at: Timestamp;
  description: string | null;
  id: string;
  is_active: Generated<boolean>;
  name: string;
  revision: number;
  team_id: string;
  updated_at: Timestamp;
}

export interface DownloadRegistrantFiles {
  downloaded_at: Timestamp;
  file_id: string;
  registrant_id: string;
}

export interface DownloadRegistrants {
  company_name: string;
  email: string;
  file_type: string;
  id: string;
  name: string;
  registered_at: Timestamp;
}

export interface DueJobs {
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  done_at: Timestamp | null;
  due_at: Timestamp;
  key: string;
  kind: string;
  last_error: string | null;
  payload: Json;
  scheduled_at: Timestamp;
}

export interface Events {
  applied_inline: string[] | null;
  data: Json;
  event_id: string;
  metadata: Json;
  position: Generated<Int8>;
  recorded_at: Generated<Timestamp>;
  revision: number;
  stream_id: string;
  tx_id: Generated<string>;
  type: string;
}

export interface ForumModerationLog {
  action: string;
  author_id: string;
  created_at: Timestamp;
  event_position: Int8;
  id: string;
  moderator_id: string | null;
  post_id: string;
  reason: string;
  reply_id: string | null;
}

export interface ForumPostLikes {
  created_at: Timestamp;
  post_id: string;
  user_id: string;
}

export interface ForumPosts {
  author_id: string;
  category_id: string;
  content: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  edit_position: Generated<Int8>;
  edited_at: Timestamp | null;
  id: string;
  is_pinned: Generated<boolean>;
  last_reply_at: Timestamp | null;
  like_count: Generated<number>;
  open_report_count: Generated<number>;
  reply_count: Generated<number>;
  search_text: string;
  title: string;
  updated_at: Timestamp;
  view_count: Generated<number>;
  views_position: Generated<Int8>;
  visibility: Generated<string>;
}

export interface ForumReplies {
  author_id: string;
  content: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  edit_position: Generated<Int8>;
  edited_at: Timestamp | null;
  event_position: Int8;
  id: string;
  like_count: Generated<number>;
  open_report_count: Generated<number>;
  parent_reply_id: string | null;
  post_id: string;
  visibility: Generated<string>;
}

export interface ForumReplyLikes {
  created_at: Timestamp;
  post_id: string;
  reply_id: string;
  user_id: string;
}

export interface ForumReports {
  created_at: Timestamp;
  decided_at: Timestamp | null;
  event_position: Int8;
  id: string;
  outcome: Generated<string>;
  outcome_reason: string | null;
  post_id: string;
  reason: string;
  reply_id: string | null;
  reporter_id: string;
}

export interface ForumRevisions {
  category_id: string | null;
  content: string;
  event_position: Int8;
  id: string;
  post_id: string;
  replaced_at: Timestamp;
  reply_id: string | null;
  title: string | null;
  written_at: Timestamp;
}

export interface ForumSearchDocuments {
  id: string;
  revision: number;
  term_length: number;
}

export interface ForumSearchTerms {
  doc_id: string;
  term: string;
  weight: number;
}

export interface GrowthCycleFeedback {
  created_at: Timestamp;
  emotion_badges: Json;
  event_position: Int8;
  experience_points: number;
  from_user_id: string;
  growth_cycle_id: string;
  id: string;
  message: string;
  to_user_id: string;
}

export interface GrowthCycleFeedbackRequests {
  answer_id: string | null;
  asked_user_id: string;
  closed_at: Timestamp | null;
  event_position: Int8;
  growth_cycle_id: string;
  id: string;
  kind: string;
  owner_user_id: string;
  remind_at: Timestamp;
  reminded_at: Timestamp | null;
  requested_at: Timestamp;
  status: string;
}

export interface GrowthCycleFeedForward {
  category: string;
  created_at: Timestamp;
  event_position: Int8;
  experience_points: number;
  from_user_id: string;
  growth_cycle_id: string;
  id: string;
  original_message: string;
  skill_tree_ability: string | null;
  thanked_at: Timestamp | null;
  to_user_id: string;
  transformed_message: string;
}

export interface GrowthCycles {
  buddy_evolutions: Json;
  buddy_experience: number;
  completed_at: Timestamp | null;
  description: string | null;
  feed_forward_count: number;
  feedback_count: number;
  id: string;
  is_public: boolean;
  started_at: Timestamp;
  started_position: Int8;
  status: string;
  supporter_members: Json;
  target_behaviors: string;
  target_date: Timestamp | null;
  title: string;
  user_id: string;
}

export interface Inquiries {
  company_name: string;
  contact_person: string;
  email: string;
  id: string;
  inquiry_type: string;
  message: string;
  note: string | null;
  phone: string | null;
  processed_at: Timestamp | null;
  processed_by: string | null;
  received_at: Timestamp;
  revision: number;
}

export interface Jobs {
  done: number;
  error: string | null;
  id: string;
  kind: string;
  owner_id: string;
  progress: Json;
  started_at: Timestamp;
  state: string;
  total: number;
  updated_at: Timestamp;
}

export interface JournalEntries {
  ai_summary: string | null;
  challenges: string | null;
  created_at: Timestamp;
  goals: string | null;
  id: string;
  insights: string | null;
  is_public: boolean;
  practice_content: string | null;
  session_id: string | null;
  title: string | null;
  updated_at: Timestamp;
  user_id: string;
  week_of: Timestamp;
}

export interface KnowledgeEntries {
  aliases: Json;
  body_folded: string;
  book_title: string;
  chapter_number: number;
  chapter_title: string;
  concepts: Json;
  content: string;
  content_type: string;
  created_at: Timestamp;
  heading_folded: string;
  id: string;
  importance: number;
  is_active: boolean;
  keywords: Json;
  practical_applications: Json;
  related_topics: Json;
  revision: number;
  section_title: string;
  term_length: number;
  updated_at: Timestamp;
}

export interface KnowledgeTerms {
  entry_id: string;
  term: string;
  weight: number;
}

export interface LeaderboardScores {
  feed_forward_count: number;
  feedback_quality: number;
  metric: string;
  period_kind: string;
  period_start: string;
  points: number;
  reached: Int8;
  received: number;
  score: number;
  thanked: number;
  tiebreak: Int8;
  user_id: string;
}

export interface LeaderboardSources {
  revision: number;
  stream_id: string;
}

export interface LearningContents {
  body: string | null;
  captions: string | null;
  category: string;
  content_type: string;
  created_at: Timestamp;
  created_by: string | null;
  description: string;
  difficulty: string;
  duration_minutes: number;
  id: string;
  is_public: boolean;
  poster_file_id: string | null;
  revision: number;
  tags: Json;
  thumbnail_url: string | null;
  title: string;
  updated_at: Timestamp;
  video_file: Json | null;
  video_url: string | null;
}

export interface LearningCourses {
  created_at: Timestamp;
  description: string;
  id: string;
  lesson_ids: Json;
  revision: number;
  title: string;
  updated_at: Timestamp;
}

export interface LearningProgress {
  completed: boolean;
  completed_at: Timestamp | null;
  content_id: string;
  position: number;
  progress: number;
  revision: number;
  started_at: Timestamp | null;
  updated_at: Timestamp;
  user_id: string;
}

export interface LearningStudyLog {
  content_id: string;
  recorded_at: Timestamp;
  revision: number;
  seconds: number;
  stream_id: string;
  user_id: string;
}

export interface MailCaptured {
  envelope_from: string;
  envelope_to: string[];
  id: Generated<string>;
  message_id: string | null;
  raw: string;
  received_at: Generated<Timestamp>;
  subject: string;
}

export interface MailOptOuts {
  at: Generated<Timestamp>;
  kind: string;
  recipient_id: string;
}

export interface MailOutbox {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  headers: Generated<Json>;
  html: string;
  id: string;
  kind: string;
  last_error: string | null;
  lease_until: Timestamp | null;
  leased_by: string | null;
  message_id: string;
  next_attempt_at: Generated<Timestamp>;
  recipient_id: string | null;
  recipient_key: string;
  sent_at: Timestamp | null;
  smtp_response: string | null;
  source_id: string;
  status: Generated<string>;
  subject: string;
  subjects: Generated<string[]>;
  text_body: string;
  to_address: string | null;
}

export interface MemberSearchDocuments {
  id: string;
  revision: number;
  term_length: number;
}

export interface MemberSearchLabels {
  id: string;
  name: string;
}

export interface MemberSearchSources {
  department_id: string | null;
  first_name: string;
  furigana: string | null;
  id: string;
  last_name: string;
  position_id: string | null;
  team_id: string;
}

export interface MemberSearchTerms {
  doc_id: string;
  term: string;
  weight: number;
}

export interface MsMatrixDepartments {
  color: string;
  id: string;
  name: string;
  team_id: string;
}

export interface MsMatrixEntries {
  created_at: Timestamp;
  department_id: string | null;
  id: string;
  member_id: string;
  member_name: string;
  notes: string | null;
  placed_position: Generated<Int8>;
  position_x: number;
  position_y: number;
  revision: number;
  team_id: string;
  updated_at: Timestamp;
}

export interface MsMatrixGrowthPoints {
  entry_id: string;
  event_position: Int8;
  id: string;
  recorded_at: Timestamp;
  team_id: string;
  x: number;
  y: number;
}

export interface MsMatrixTimelineDepartments {
  color: string;
  department_id: string;
  name: string;
  opened_position: Int8;
  team_id: string;
  valid_from: Timestamp;
  valid_to: Timestamp | null;
}

export interface MsMatrixTimelineEntries {
  entry_id: string;
  team_id: string;
}

export interface MsMatrixTimelineIntervals {
  department_id: string | null;
  entry_id: string;
  member_id: string;
  member_name: string;
  opened_position: Int8;
  team_id: string;
  valid_from: Timestamp;
  valid_to: Timestamp | null;
  x: number;
  y: number;
}

export interface MsMatrixTimelineTeams {
  created_at: Timestamp;
  team_id: string;
}

export interface MvpAwards {
  award_type: string;
  awarded_at: Timestamp;
  period_end: Timestamp;
  period_kind: string;
  period_start: Timestamp;
  rank: number;
  score: number;
  user_id: string;
}

export interface NotificationAudiences {
  role: string;
  subject_id: string;
  user_id: string;
}

export interface NotificationNames {
  display_name: string;
  user_id: string;
}

export interface NotificationPreferences {
  channel: string;
  kind: string;
  updated_at: Timestamp;
  user_id: string;
}

export interface NotificationReadMarks {
  read_through: Timestamp;
  user_id: string;
}

export interface NotificationReads {
  notification_id: string;
  read_at: Timestamp;
}

export interface Notifications {
  actor_id: string | null;
  body: string | null;
  count: Generated<number>;
  created_at: Timestamp;
  id: string;
  kind: string;
  link: string;
  mailed_count: Generated<number>;
  recipient_id: string | null;
  recipient_proof: string | null;
  source_event_id: string;
  source_position: Int8;
  subject_id: string;
  title: string;
}

export interface NotificationSubjects {
  at: string | null;
  closed: Generated<boolean>;
  link_key: string | null;
  owner_id: string | null;
  owner_proof: string | null;
  subject_id: string;
  title: string | null;
}

export interface OneOnOneActionItems {
  added_at: Timestamp;
  completed_at: Timestamp | null;
  completed_by: string | null;
  due_date: Timestamp | null;
  entry_id: string;
  id: string;
  owner: string;
  session_id: string | null;
  title: string;
}

export interface OneOnOneAgendaSessions {
  clarity: number | null;
  closed_at: Timestamp;
  entry_id: string;
  pulse_comment: string | null;
  session_date: Timestamp;
  session_id: string;
}

export interface OneOnOneDepartments {
  color: string;
  id: string;
  name: string;
  team_id: string;
}

export interface OneOnOneGrowthHistory {
  created_at: Timestamp;
  event_position: Int8;
  id: string;
  manager_id: string;
  matrix_entry_id: string;
  mindset_level: number;
  notes: string | null;
  position_x: number;
  position_y: number;
  trust_level: number;
}

export interface OneOnOneMatrixEntries {
  created_at: Timestamp;
  department_id: string | null;
  employee_id: string;
  employee_name: string;
  id: string;
  last_session_date: Timestamp | null;
  manager_id: string;
  mindset_level: number;
  next_session_date: Timestamp | null;
  notes: string | null;
  placed_position: Generated<Int8>;
  position_x: number;
  position_y: number;
  recommended_approach: string;
  revision: number;
  team_id: string;
  trust_level: number;
  updated_at: Timestamp;
}

export interface OneOnOneSessions {
  approach: string;
  created_at: Timestamp;
  effectiveness: number;
  event_position: Int8;
  feedback: string | null;
  id: string;
  manager_id: string;
  matrix_entry_id: string;
  next_session_date: Timestamp | null;
  outcomes: string | null;
  session_date: Timestamp;
}

export interface OneOnOneTimelineDepartments {
  color: string;
  department_id: string;
  name: string;
  opened_position: Int8;
  team_id: string;
  valid_from: Timestamp;
  valid_to: Timestamp | null;
}

export interface OneOnOneTimelineEntries {
  entry_id: string;
  manager_id: string;
}

export interface OneOnOneTimelineIntervals {
  department_id: string | null;
  employee_id: string;
  employee_name: string;
  entry_id: string;
  life_position: Int8;
  life_started_at: Timestamp;
  manager_id: string;
  opened_position: Int8;
  team_id: string;
  valid_from: Timestamp;
  valid_to: Timestamp | null;
  x: number;
  y: number;
}

export interface OneOnOneTimelineSessions {
  entry_id: string;
  next_session_date: string | null;
  recorded_position: Int8;
  session_date: string;
  session_id: string;
}

export interface OneOnOneTimelineTeams {
  created_at: Timestamp;
  team_id: string;
}

export interface OrganizationUserNames {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  user_id: string;
}

export interface PersonalDataKeys {
  created_at: Generated<Timestamp>;
  destroyed_at: Timestamp | null;
  subject_id: string;
  wrapped_key: Buffer | null;
}

export interface PointsUserTeams {
  team_id: string;
  user_id: string;
}

export interface PointTransactions {
  acted_by: string | null;
  balance_after: number;
  causation_id: string | null;
  correlation_id: string;
  counterpart_user_id: string | null;
  description: string;
  event_id: string;
  event_position: Int8;
  occurred_at: Timestamp;
  points: number;
  related_entity_id: string | null;
  revision: number;
  stream_id: string;
  transaction_type: string;
  user_id: string;
  withheld_reason: string | null;
}

export interface Positions {
  created_at: Timestamp;
  description: string | null;
  id: string;
  is_active: Generated<boolean>;
  level: number;
  name: string;
  revision: number;
  team_id: string;
  updated_at: Timestamp;
}

export interface ProjectionCheckpoints {
  failed_event_id: string | null;
  failed_position: Int8 | null;
  failed_type: string | null;
  last_error: string | null;
  name: string;
  position: Generated<Int8>;
  rebuild_done: Generated<Int8>;
  rebuild_error: string | null;
  rebuild_finished_at: Timestamp | null;
  rebuild_started_at: Timestamp | null;
  rebuild_started_by: string | null;
  rebuild_state: string | null;
  rebuild_total: Generated<Int8>;
  state: Generated<string>;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
}

export interface ProjectionLeases {
  expires_at: Timestamp;
  name: string;
  owner: string;
}

export interface ProjectionParkedEvents {
  attempts: Generated<number>;
  error: string;
  event_id: string;
  name: string;
  parked_at: Generated<Timestamp>;
  position: Int8;
  reason: string | null;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  state: Generated<string>;
  stream_id: string;
  type: string;
}

export interface RateLimitCounters {
  hits: number;
  key: string;
  window_ends_ms: Int8;
}

export interface Sessions {
  expire: Timestamp;
  sess: Json;
  sid: string;
}

export interface SessionTopicRelations {
  added_at: Timestamp;
  added_by: string;
  entry_id: string;
  id: string;
  notes: string | null;
  outcome: string | null;
  priority: Generated<number>;
  response_wanted: string | null;
  session_id: string | null;
  title: string;
  topic_id: string | null;
}

export interface SessionTopics {
  category: string;
  description: string | null;
  id: string;
  is_active: boolean;
  name: string;
  sort_order: number;
  team_id: string;
}

export interface TeamInvitations {
  created_at: Timestamp;
  email: string | null;
  expires_at: Timestamp;
  id: string;
  invited_by: string;
  kind: string;
  status: string;
  team_id: string;
  token_hash: string | null;
}

export interface TeamJoinRequests {
  requested_at: Timestamp;
  team_id: string;
  user_id: string;
}

export interface Teams {
  created_at: Timestamp;
  description: string | null;
  id: string;
  is_active: Generated<boolean>;
  is_open: Generated<boolean>;
  leader_id: string;
  name: string;
  organization_type: string;
  revision: number;
  updated_at: Timestamp;
}

export interface UserCustomizations {
  customization_id: string;
  is_equipped: boolean;
  purchased_at: Timestamp;
  user_id: string;
}

export interface UserDepartments {
  department_id: string;
  is_main_department: boolean;
  joined_at: Timestamp;
  team_id: string;
  user_id: string;
}

export interface UserPoints {
  available_points: number;
  points_earned_feed_forward: number;
  points_earned_feedback: number;
  points_earned_goal_completion: number;
  points_spent: number;
  total_points: number;
  updated_at: Timestamp;
  user_id: string;
}

export interface Users {
  created_at: Timestamp;
  email: string;
  first_name: Generated<string>;
  hire_date: Timestamp | null;
  id: string;
  is_active: Generated<boolean>;
  is_email_verified: Generated<boolean>;
  last_login_at: Timestamp | null;
  last_name: Generated<string>;
  notes: string | null;
  profile_image_url: string | null;
  revision: Generated<number>;
  updated_at: Timestamp;
  user_type: Generated<string>;
}

export interface UserTeams {
  is_leader: boolean;
  is_primary_team: boolean;
  joined_at: Timestamp;
  team_id: string;
  user_id: string;
}

export interface DB {
  admin_actions: AdminActions;
  admin_db_diagram: AdminDbDiagram;
  ai_coaching_messages: AiCoachingMessages;
  ai_coaching_recommendations: AiCoachingRecommendations;
  ai_coaching_sessions: AiCoachingSessions;
  anonymous_moderation_log: AnonymousModerationLog;
  anonymous_post_reports: AnonymousPostReports;
  anonymous_post_supports: AnonymousPostSupports;
  anonymous_posts: AnonymousPosts;
  anonymous_replies: AnonymousReplies;
  community_event_calendar_feeds: CommunityEventCalendarFeeds;
  community_event_feedback: CommunityEventFeedback;
  community_event_files: CommunityEventFiles;
  community_event_registrations: CommunityEventRegistrations;
  community_event_sessions: CommunityEventSessions;
  community_events: CommunityEvents;
  company_members: CompanyMembers;
  contribution_acts: ContributionActs;
  culture_gifts: CultureGifts;
  culture_learning: CultureLearning;
  culture_member_links: CultureMemberLinks;
  culture_ms_points: CultureMsPoints;
  culture_one_on_one_entries: CultureOneOnOneEntries;
  culture_scenarios: CultureScenarios;
  culture_sessions: CultureSessions;
  culture_user_links: CultureUserLinks;
  departments: Departments;
  download_registrant_files: DownloadRegistrantFiles;
  download_registrants: DownloadRegistrants;
  due_jobs: DueJobs;
  events: Events;
  forum_moderation_log: ForumModerationLog;
  forum_post_likes: ForumPostLikes;
  forum_posts: ForumPosts;
  forum_replies: ForumReplies;
  forum_reply_likes: ForumReplyLikes;
  forum_reports: ForumReports;
  forum_revisions: ForumRevisions;
  forum_search_documents: ForumSearchDocuments;
  forum_search_terms: ForumSearchTerms;
  growth_cycle_feed_forward: GrowthCycleFeedForward;
  growth_cycle_feedback: GrowthCycleFeedback;
  growth_cycle_feedback_requests: GrowthCycleFeedbackRequests;
  growth_cycles: GrowthCycles;
  inquiries: Inquiries;
  jobs: Jobs;
  journal_entries: JournalEntries;
  knowledge_entries: KnowledgeEntries;
  knowledge_terms: KnowledgeTerms;
  leaderboard_scores: LeaderboardScores;
  leaderboard_sources: LeaderboardSources;
  learning_contents: LearningContents;
  learning_courses: LearningCourses;
  learning_progress: LearningProgress;
  learning_study_log: LearningStudyLog;
  mail_captured: MailCaptured;
  mail_opt_outs: MailOptOuts;
  mail_outbox: MailOutbox;
  member_search_documents: MemberSearchDocuments;
  member_search_labels: MemberSearchLabels;
  member_search_sources: MemberSearchSources;
  member_search_terms: MemberSearchTerms;
  ms_matrix_departments: MsMatrixDepartments;
  ms_matrix_entries: MsMatrixEntries;
  ms_matrix_growth_points: MsMatrixGrowthPoints;
  ms_matrix_timeline_departments: MsMatrixTimelineDepartments;
  ms_matrix_timeline_entries: MsMatrixTimelineEntries;
  ms_matrix_timeline_intervals: MsMatrixTimelineIntervals;
  ms_matrix_timeline_teams: MsMatrixTimelineTeams;
  mvp_awards: MvpAwards;
  notification_audiences: NotificationAudiences;
  notification_names: NotificationNames;
  notification_preferences: NotificationPreferences;
  notification_read_marks: NotificationReadMarks;
  notification_reads: NotificationReads;
  notification_subjects: NotificationSubjects;
  notifications: Notifications;
  one_on_one_action_items: OneOnOneActionItems;
  one_on_one_agenda_sessions: OneOnOneAgendaSessions;
  one_on_one_departments: OneOnOneDepartments;
  one_on_one_growth_history: OneOnOneGrowthHistory;
  one_on_one_matrix_entries: OneOnOneMatrixEntries;
  one_on_one_sessions: OneOnOneSessions;
  one_on_one_timeline_departments: OneOnOneTimelineDepartments;
  one_on_one_timeline_entries: OneOnOneTimelineEntries;
  one_on_one_timeline_intervals: OneOnOneTimelineIntervals;
  one_on_one_timeline_sessions: OneOnOneTimelineSessions;
  one_on_one_timeline_teams: OneOnOneTimelineTeams;
  organization_user_names: OrganizationUserNames;
  personal_data_keys: PersonalDataKeys;
  point_transactions: PointTransactions;
  points_user_teams: PointsUserTeams;
  positions: Positions;
  projection_checkpoints: ProjectionCheckpoints;
  projection_leases: ProjectionLeases;
  projection_parked_events: ProjectionParkedEvents;
  rate_limit_counters: RateLimitCounters;
  session_topic_relations: SessionTopicRelations;
  session_topics: SessionTopics;
  sessions: Sessions;
  team_invitations: TeamInvitations;
  team_join_requests: TeamJoinRequests;
  teams: Teams;
  user_customizations: UserCustomizations;
  user_departments: UserDepartments;
  user_points: UserPoints;
  user_teams: UserTeams;
  users: Users;
}

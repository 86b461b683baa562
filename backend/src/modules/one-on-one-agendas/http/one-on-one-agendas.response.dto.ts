import { ApiProperty } from '@nestjs/swagger';
import type { AgendaParty, ResponseWanted, SessionTopicCategory } from '../events/one-on-one-agenda.events.js';

export const AGENDA_PARTIES = ['member', 'manager'] as const satisfies readonly AgendaParty[];
export const RESPONSES_WANTED = ['advice', 'think_together', 'listen'] as const satisfies readonly ResponseWanted[];
export const SESSION_TOPIC_CATEGORY_KEYS = [
  'career',
  'mindset',
  'skills',
  'relationships',
  'workload',
  'feedback',
  'wellbeing',
  'other',
] as const satisfies readonly SessionTopicCategory[];

export class SessionTopicResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: SESSION_TOPIC_CATEGORY_KEYS, enumName: 'SessionTopicCategory' }) category: SessionTopicCategory;
  @ApiProperty({ description: 'Japanese name of the category' }) categoryLabel: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() isActive: boolean;
}

export class SessionTopicCatalogueResponse {
  @ApiProperty() teamId: string;
  @ApiProperty({ description: 'The caller may add and deactivate topics (the team’s leaders, team_admin, admin)' }) canManage: boolean;
  @ApiProperty({ type: [SessionTopicResponse], description: 'Active and inactive, in catalogue order' })
  topics: SessionTopicResponse[];
}

export class AgendaTopicResponse {
  @ApiProperty() id: string;
  @ApiProperty({ nullable: true, type: String, description: 'The catalogue topic it was picked from' }) topicId: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ minimum: 1, maximum: 3, description: '1 high .. 3 low' }) priority: number;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({ enum: RESPONSES_WANTED, enumName: 'ResponseWanted', nullable: true, description: 'What the member wants from the talk' })
  responseWanted: ResponseWanted | null;
  @ApiProperty({ enum: AGENDA_PARTIES, enumName: 'AgendaParty' }) addedBy: AgendaParty;
  @ApiProperty({ nullable: true, type: String }) outcome: string | null;
}

export class ActionItemResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: AGENDA_PARTIES, enumName: 'AgendaParty' }) owner: AgendaParty;
  @ApiProperty({ nullable: true, type: String, example: '2026-06-01' }) dueDate: string | null;
  @ApiProperty() done: boolean;
  @ApiProperty({ description: 'Agreed in an earlier session and still open' }) carriedOver: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The session it was agreed in; null while on the open agenda' })
  sessionId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Date of that session' }) sessionDate: string | null;
}

export class AgendaPulseResponse {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'How clear the member feels after the session' }) clarity: number;
  @ApiProperty({ nullable: true, type: String }) comment: string | null;
}

export class PastAgendaResponse {
  @ApiProperty() sessionId: string;
  @ApiProperty({ example: '2026-05-01' }) sessionDate: string;
  @ApiProperty({ type: [AgendaTopicResponse] }) topics: AgendaTopicResponse[];
  @ApiProperty({ type: [ActionItemResponse], description: 'Agreed in this session' }) actionItems: ActionItemResponse[];
  @ApiProperty({ type: AgendaPulseResponse, nullable: true }) pulse: AgendaPulseResponse | null;
}

export class AgendaApproachResponse {
  @ApiProperty() quadrant: string;
  @ApiProperty() label: string;
  @ApiProperty() recommendedApproach: string;
}

export class AgendaResponse {
  @ApiProperty() entryId: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ description: '姓 名 of the member' }) employeeName: string;
  @ApiProperty({ nullable: true, type: String }) managerName: string | null;
  @ApiProperty({ enum: AGENDA_PARTIES, enumName: 'AgendaParty', description: 'The caller’s part in the 1on1' }) role: AgendaParty;
  @ApiProperty({ nullable: true, type: String }) lastSessionDate: string | null;
  @ApiProperty({ nullable: true, type: String }) nextSessionDate: string | null;
  @ApiProperty({ description: 'No session for more than 14 days' }) isStale: boolean;
  @ApiProperty({ type: AgendaApproachResponse, nullable: true, description: 'The recommended approach of the member’s quadrant; for the manager only' })
  approach: AgendaApproachResponse | null;
  @ApiProperty({ type: [AgendaTopicResponse], description: 'The open agenda of the next session, by priority' })
  topics: AgendaTopicResponse[];
  @ApiProperty({ type: [ActionItemResponse], description: 'Open action items (carried over or new) and those done since the last session' })
  actionItems: ActionItemResponse[];
  @ApiProperty({ type: [SessionTopicResponse], description: 'Active topics of the team’s catalogue' })
  catalogue: SessionTopicResponse[];
  @ApiProperty({ type: [SessionTopicResponse], description: 'When stale, the manager’s suggestions for the quadrant (not yet on the agenda)' })
  suggestedTopics: SessionTopicResponse[];
  @ApiProperty({ type: [PastAgendaResponse], description: 'Held sessions, newest first (at most 5); read-only' })
  pastSessions: PastAgendaResponse[];
}

export class MyAgendaResponse {
  @ApiProperty() entryId: string;
  @ApiProperty({ nullable: true, type: String }) managerName: string | null;
  @ApiProperty({ nullable: true, type: String }) lastSessionDate: string | null;
  @ApiProperty({ nullable: true, type: String }) nextSessionDate: string | null;
  @ApiProperty() topics: number;
  @ApiProperty() openActionItems: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SESSION_TYPES, TURN_TYPES } from '../events/coaching-session.events.js';

export class CitationResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The concept or worksheet the reply drew on' }) title: string;
}

export class CoachingMessageResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['user', 'assistant'] }) role: 'user' | 'assistant';
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: [CitationResponse] }) citations: CitationResponse[];
  @ApiProperty({ description: 'The provider stopped midway: the text is what had arrived' }) cutOff: boolean;
}

export class DebriefConceptResponse extends CitationResponse {
  @ApiProperty() text: string;
}

export class DebriefTurnsResponse {
  @ApiProperty({ enum: TURN_TYPES }) type: string;
  @ApiProperty({ description: 'The kind of line, in Japanese' }) label: string;
  @ApiProperty({ description: "How many of the manager's lines were of this kind" }) count: number;
  @ApiProperty({ type: [String], description: 'Those lines, whole (long ones trimmed at a sentence boundary)' }) quotes: string[];
}

export class DebriefBetterLineResponse {
  @ApiProperty({ description: "The manager's line, as said" }) original: string;
  @ApiProperty({ description: 'A better line for that moment' }) suggestion: string;
  @ApiProperty({ description: 'Why it would land better' }) reason: string;
}

export class DebriefResponse {
  @ApiProperty({ type: [String] }) wentWell: string[];
  @ApiProperty({ type: [String] }) toTry: string[];
  @ApiProperty({ type: DebriefConceptResponse }) concept: DebriefConceptResponse;
  @ApiPropertyOptional({ type: [DebriefTurnsResponse], description: "The manager's lines by kind, counted and quoted (absent in debriefs written before it)" })
  turns?: DebriefTurnsResponse[];
  @ApiPropertyOptional({ type: DebriefBetterLineResponse, nullable: true, description: 'One weak line of the transcript and a better one' })
  betterLine?: DebriefBetterLineResponse | null;
  @ApiPropertyOptional({ description: "Whether the member's hidden concern came out" }) concernHeard?: boolean;
}

export class CoachingSessionResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: SESSION_TYPES }) sessionType: string;
  @ApiProperty({ type: String, nullable: true }) topic: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Role-play: JSON of the chosen scenario (spec part 2 §3)' }) context: string | null;
  @ApiProperty({ type: [CoachingMessageResponse] }) messages: CoachingMessageResponse[];
  @ApiProperty({ type: String, nullable: true }) summary: string | null;
  @ApiProperty({ type: DebriefResponse, nullable: true }) debrief: DebriefResponse | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: "The user's last message still waits for the coach's reply" }) isPending: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ChatResponse {
  @ApiProperty({ description: "The coach's reply text" }) response: string;
  @ApiProperty({ type: CoachingMessageResponse }) message: CoachingMessageResponse;
}

export class CoachingStatsResponse {
  @ApiProperty({ description: 'Sessions the user ended' }) completedSessions: number;
  @ApiProperty({ description: 'Messages the user sent in all sessions' }) totalMessages: number;
  @ApiProperty({ description: 'Of the last four weeks (7-day windows ending now), how many had a message or a journal entry: 0..4' })
  activeWeeksOfLastFour: number;
  @ApiProperty({ description: 'Messages sent and journal entries written in the last 7 days' }) activityThisWeek: number;
}

export class RecommendationResponse {
  @ApiProperty() id: string;
  @ApiProperty() sessionId: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() category: string;
  @ApiProperty() priority: number;
  @ApiProperty() isCompleted: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ScenarioResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ['低', '中', '高'] }) difficulty: string;
  @ApiProperty({ example: '15-20分' }) duration: string;
  @ApiProperty({ enum: ['roleplay', 'coach'], description: "Offered on the role-play screen (spec §9's six) or first in the AI coach's role-play dialog (the spec's four)" })
  offeredOn: 'roleplay' | 'coach';
}

export class CoachInfoResponse {
  @ApiProperty({ description: '`offline` (the built-in coach) or the provider AI_PROVIDER names' }) provider: string;
  @ApiProperty() offline: boolean;
}

export class ThemeResponse {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Entries that touch this concept' }) count: number;
}

export class JournalInsightsResponse {
  @ApiProperty() totalEntries: number;
  @ApiProperty({ description: 'Consecutive weeks with an entry, ending this week or last week' }) weekStreak: number;
  @ApiProperty({ type: [ThemeResponse], description: 'Concepts that recur across the entries, up to 3' }) themes: ThemeResponse[];
  @ApiProperty({ type: [String], description: 'Next steps of the latest entries, up to 3' }) recentGoals: string[];
}

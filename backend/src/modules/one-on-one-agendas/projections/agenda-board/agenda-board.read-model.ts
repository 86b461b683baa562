import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AgendaParty, ResponseWanted, SessionTopicCategory } from '../../events/one-on-one-agenda.events.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the 1on1 agendas (spec part 2 §3 `session_topics`, `session_topic_relations`),
// written only by AgendaBoardProjection; created by the migration 1765100000000. A topic row of
// the open agenda has no `session_id`; closing the agenda sets it to the held session's id.

@Entity({ name: 'session_topics' })
export class SessionTopicRow implements EntityColumns<'session_topics'> {
  @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) category: SessionTopicCategory;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  /** Catalogue order: the defaults first, then topics in the order they were added. */
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder: number;
}

@Entity({ name: 'session_topic_relations' })
export class AgendaTopicRow implements EntityColumns<'session_topic_relations'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'entry_id', type: 'text' }) entryId: string;
  /** null while on the open agenda. */
  @Column({ name: 'session_id', type: 'text', nullable: true }) sessionId: string | null;
  @Column({ name: 'topic_id', type: 'text', nullable: true }) topicId: string | null;
  @Column({ type: 'text' }) title: string;
  /** 1 (high) .. 3 (low). */
  @Column({ type: 'integer' }) priority: number;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ name: 'response_wanted', type: 'text', nullable: true }) responseWanted: ResponseWanted | null;
  @Column({ name: 'added_by', type: 'text' }) addedBy: AgendaParty;
  @Column({ type: 'text', nullable: true }) outcome: string | null;
  @Column({ name: 'added_at', type: 'timestamptz' }) addedAt: Date;
}

@Entity({ name: 'one_on_one_action_items' })
export class ActionItemRow implements EntityColumns<'one_on_one_action_items'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'entry_id', type: 'text' }) entryId: string;
  /** The session it was agreed in; null while on the open agenda. */
  @Column({ name: 'session_id', type: 'text', nullable: true }) sessionId: string | null;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text' }) owner: AgendaParty;
  @Column({ name: 'due_date', type: 'date', nullable: true }) dueDate: string | null;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ name: 'completed_by', type: 'text', nullable: true }) completedBy: AgendaParty | null;
  @Column({ name: 'added_at', type: 'timestamptz' }) addedAt: Date;
}

/** A held session's closed agenda and the member's pulse about it. */
@Entity({ name: 'one_on_one_agenda_sessions' })
export class AgendaSessionRow implements EntityColumns<'one_on_one_agenda_sessions'> {
  @PrimaryColumn({ name: 'session_id', type: 'text' }) sessionId: string;
  @Column({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ name: 'session_date', type: 'date' }) sessionDate: string;
  /** 1..5; null until the member answers. */
  @Column({ type: 'integer', nullable: true }) clarity: number | null;
  @Column({ name: 'pulse_comment', type: 'text', nullable: true }) pulseComment: string | null;
  @Column({ name: 'closed_at', type: 'timestamptz' }) closedAt: Date;
}

export const AGENDA_READ_MODELS = [SessionTopicRow, AgendaTopicRow, ActionItemRow, AgendaSessionRow];

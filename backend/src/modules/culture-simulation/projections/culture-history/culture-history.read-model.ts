import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EntityColumns } from '../../../../platform/database/rows.js';

/** A growth point of an MS board entry, at the time it was recorded (the event's occurredAt). */
@Entity('culture_ms_points')
export class CultureMsPointRow implements EntityColumns<'culture_ms_points'> {
  @PrimaryColumn({ name: 'point_id' }) pointId: string;
  @Column({ name: 'entry_id' }) entryId: string;
  @Column({ name: 'team_id' }) teamId: string;
  @Column({ name: 'member_id' }) memberId: string;
  @Column({ type: 'double precision' }) x: number;
  @Column({ type: 'double precision' }) y: number;
  @Column({ type: 'timestamptz' }) at: Date;
}

/** Which company member a 1on1 entry is about (its sessions name only the entry). */
@Entity('culture_one_on_one_entries')
export class CultureOneOnOneEntryRow implements EntityColumns<'culture_one_on_one_entries'> {
  @PrimaryColumn({ name: 'entry_id' }) entryId: string;
  @Column({ name: 'team_id' }) teamId: string;
  @Column({ name: 'member_id' }) memberId: string;
}

/** A 1on1 session on the day the manager says it was held (`sessionDate`), with its approach. */
@Entity('culture_sessions')
export class CultureSessionRow implements EntityColumns<'culture_sessions'> {
  @PrimaryColumn({ name: 'session_id' }) sessionId: string;
  @Column({ name: 'entry_id' }) entryId: string;
  @Column({ name: 'session_date', type: 'date' }) sessionDate: string;
  @Column() approach: string;
}

/** Feedback or feed-forward a user received. */
@Entity('culture_gifts')
export class CultureGiftRow implements EntityColumns<'culture_gifts'> {
  @PrimaryColumn({ name: 'gift_id' }) giftId: string;
  @Column() kind: string;
  @Column({ name: 'user_id' }) userId: string;
  @Column({ type: 'timestamptz' }) at: Date;
}

/** A learning completion. */
@Entity('culture_learning')
export class CultureLearningRow implements EntityColumns<'culture_learning'> {
  @PrimaryColumn({ name: 'event_id' }) eventId: string;
  @Column({ name: 'user_id' }) userId: string;
  @Column({ type: 'timestamptz' }) at: Date;
}

/** A company member's e-mail, as a hash only: enough to link them to a user, nothing to forget. */
@Entity('culture_member_links')
export class CultureMemberLinkRow implements EntityColumns<'culture_member_links'> {
  @PrimaryColumn({ name: 'member_id' }) memberId: string;
  @Column({ name: 'team_id' }) teamId: string;
  @Column({ name: 'email_hash', type: 'text', nullable: true }) emailHash: string | null;
}

@Entity('culture_user_links')
export class CultureUserLinkRow implements EntityColumns<'culture_user_links'> {
  @PrimaryColumn({ name: 'user_id' }) userId: string;
  @Column({ name: 'email_hash' }) emailHash: string;
}

export const CULTURE_HISTORY_TABLES = [
  'culture_ms_points',
  'culture_one_on_one_entries',
  'culture_sessions',
  'culture_gifts',
  'culture_learning',
  'culture_member_links',
  'culture_user_links',
] as const;

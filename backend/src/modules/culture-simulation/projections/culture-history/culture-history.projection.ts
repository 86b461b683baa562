import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { FeedbackGiven, FeedForwardGiven } from '../../../growth-cycles/index.js';
import type { LearningCompleted } from '../../../learning/index.js';
import type {
  MatrixGrowthPointDeleted,
  MatrixMemberMoved,
  MatrixMemberPlaced,
  MatrixMemberRemoved,
  MatrixTeamHistoryCleared,
} from '../../../ms-matrix/index.js';
import type { OneOnOneEntryDeleted, OneOnOneEntryEvent, OneOnOneSessionRecorded } from '../../../one-on-one/index.js';
import type { CompanyMemberDeleted, CompanyMemberRegistered, CompanyMemberUpdated, TeamDeleted } from '../../../organization/index.js';
import type { UserRegistered } from '../../../users/index.js';
import { emailLinkHash } from '../../domain/email-link.js';
import { CULTURE_HISTORY_TABLES } from './culture-history.read-model.js';

type OneOnOneEntryCreated = Extract<OneOnOneEntryEvent, { type: 'OneOnOneEntryCreated' }>;

type HandledEvent =
  | MatrixMemberPlaced
  | MatrixMemberMoved
  | MatrixGrowthPointDeleted
  | MatrixTeamHistoryCleared
  | MatrixMemberRemoved
  | OneOnOneEntryCreated
  | OneOnOneSessionRecorded
  | OneOnOneEntryDeleted
  | FeedbackGiven
  | FeedForwardGiven
  | LearningCompleted
  | CompanyMemberRegistered
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | TeamDeleted
  | UserRegistered;

const HANDLED: readonly HandledEvent['type'][] = [
  'MatrixMemberPlaced',
  'MatrixMemberMoved',
  'MatrixGrowthPointDeleted',
  'MatrixTeamHistoryCleared',
  'MatrixMemberRemoved',
  'OneOnOneEntryCreated',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
  'FeedbackGiven',
  'FeedForwardGiven',
  'LearningCompleted',
  'CompanyMemberRegistered',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'TeamDeleted',
  'UserRegistered',
];

/** The growth points of MS placements and moves, in log order, with one statement. */
async function insertPoints(events: readonly RecordedEventOf<MatrixMemberPlaced | MatrixMemberMoved>[], manager: EntityManager): Promise<void> {
  if (!events.length) return;
  const columns: [string[], string[], string[], string[], number[], number[], string[]] = [[], [], [], [], [], [], []];
  for (const event of events) {
    const d = event.data;
    const [x, y] = event.type === 'MatrixMemberPlaced' ? [event.data.positionX, event.data.positionY] : [event.data.to.x, event.data.to.y];
    const values = [d.pointId, d.entryId, d.teamId, d.memberId, x, y, event.metadata.occurredAt] as const;
    values.forEach((value, i) => (columns[i] as unknown[]).push(value));
  }
  // WITH ORDINALITY … ORDER BY: rows are inserted in log order, so of two with one point id the first stays.
  await manager.query(
    `INSERT INTO culture_ms_points (point_id, entry_id, team_id, member_id, x, y, at)
     SELECT point_id, entry_id, team_id, member_id, x, y, at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::timestamptz[])
            WITH ORDINALITY AS p(point_id, entry_id, team_id, member_id, x, y, at, n)
      ORDER BY n
     ON CONFLICT (point_id) DO NOTHING`,
    columns,
  );
}

/**
 * The history the culture simulation measures, from the other modules' events (never their
 * tables): MS growth points with the time they were recorded, 1on1 sessions on the day they were
 * held, feedback and feed-forward received, learning completed, and the e-mail hashes that link
 * users to company members. Every write is keyed by an id of the event's data, so applying an
 * event twice changes nothing; removals mirror the MS board (a removed entry's trail leaves).
 */
/** The culture history projection's name (its checkpoint key). */
export const CULTURE_HISTORY = 'culture-history';

@Injectable()
@ReadModelProjection()
export class CultureHistoryProjection implements Projection<HandledEvent> {
  readonly name = CULTURE_HISTORY;
  readonly handles = HANDLED;
  /** History: no write answers with it; its queries wait for it (decision 0055). */
  readonly awaitedBy = 'reads';
  readonly tables = CULTURE_HISTORY_TABLES;

  /**
   * A replay is nearly all MS placements and moves (one growth point each): each run of them in
   * the batch is written with one multi-row insert (first point id wins, as one `apply` each
   * would); the other events, rare, go through `apply` in their place in the log.
   */
  async applyBatch(events: readonly RecordedEventOf<HandledEvent>[], manager: EntityManager): Promise<void> {
    let run: RecordedEventOf<MatrixMemberPlaced | MatrixMemberMoved>[] = [];
    for (const event of events) {
      if (event.type === 'MatrixMemberPlaced' || event.type === 'MatrixMemberMoved') {
        run.push(event);
        continue;
      }
      await insertPoints(run, manager);
      run = [];
      await this.apply(event, manager);
    }
    await insertPoints(run, manager);
  }

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const point = (pointId: string, entryId: string, teamId: string, memberId: string, x: number, y: number) =>
      manager.query(
        `INSERT INTO culture_ms_points (point_id, entry_id, team_id, member_id, x, y, at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (point_id) DO NOTHING`,
        [pointId, entryId, teamId, memberId, x, y, at],
      );
    switch (event.type) {
      case 'MatrixMemberPlaced': {
        const d = event.data;
        await point(d.pointId, d.entryId, d.teamId, d.memberId, d.positionX, d.positionY);
        return;
      }
      case 'MatrixMemberMoved': {
        const d = event.data;
        await point(d.pointId, d.entryId, d.teamId, d.memberId, d.to.x, d.to.y);
        return;
      }
      case 'MatrixGrowthPointDeleted':
        await manager.query(`DELETE FROM culture_ms_points WHERE point_id = $1`, [event.data.pointId]);
        return;
      case 'MatrixTeamHistoryCleared':
        await manager.query(`DELETE FROM culture_ms_points WHERE point_id = ANY($1::text[])`, [event.data.deletedPointIds]);
        return;
      case 'MatrixMemberRemoved':
        await manager.query(`DELETE FROM culture_ms_points WHERE entry_id = $1`, [event.data.entryId]);
        return;
      case 'OneOnOneEntryCreated':
        await manager.query(
          `INSERT INTO culture_one_on_one_entries (entry_id, team_id, member_id) VALUES ($1, $2, $3)
           ON CONFLICT (entry_id) DO UPDATE SET team_id = EXCLUDED.team_id, member_id = EXCLUDED.member_id`,
          [event.data.entryId, event.data.teamId, event.data.employeeId],
        );
        return;
      case 'OneOnOneSessionRecorded':
        await manager.query(
          `INSERT INTO culture_sessions (session_id, entry_id, session_date, approach) VALUES ($1, $2, $3, $4) ON CONFLICT (session_id) DO NOTHING`,
          [event.data.sessionId, event.data.entryId, event.data.sessionDate, event.data.approach],
        );
        return;
      case 'OneOnOneEntryDeleted':
        await manager.query(`DELETE FROM culture_sessions WHERE entry_id = $1`, [event.data.entryId]);
        await manager.query(`DELETE FROM culture_one_on_one_entries WHERE entry_id = $1`, [event.data.entryId]);
        return;
      case 'FeedbackGiven':
      case 'FeedForwardGiven': {
        const giftId = event.type === 'FeedbackGiven' ? event.data.feedbackId : event.data.feedForwardId;
        await manager.query(`INSERT INTO culture_gifts (gift_id, kind, user_id, at) VALUES ($1, $2, $3, $4) ON CONFLICT (gift_id) DO NOTHING`, [
          giftId,
          event.type === 'FeedbackGiven' ? 'feedback' : 'feed_forward',
          event.data.toUserId,
          at,
        ]);
        return;
      }
      case 'LearningCompleted':
        await manager.query(`INSERT INTO culture_learning (event_id, user_id, at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING`, [
          event.eventId,
          event.data.userId,
          at,
        ]);
        return;
      case 'CompanyMemberRegistered':
      case 'CompanyMemberUpdated':
        await manager.query(
          `INSERT INTO culture_member_links (member_id, team_id, email_hash) VALUES ($1, $2, $3)
           ON CONFLICT (member_id) DO UPDATE SET team_id = EXCLUDED.team_id, email_hash = EXCLUDED.email_hash`,
          [event.data.memberId, event.data.teamId, emailLinkHash(event.data.email)],
        );
        return;
      case 'CompanyMemberDeleted':
        await manager.query(`DELETE FROM culture_member_links WHERE member_id = $1`, [event.data.memberId]);
        await manager.query(`DELETE FROM culture_ms_points WHERE member_id = $1`, [event.data.memberId]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM culture_ms_points WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM culture_member_links WHERE team_id = $1`, [event.data.teamId]);
        return;
      case 'UserRegistered':
        await manager.query(
          `INSERT INTO culture_user_links (user_id, email_hash) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET email_hash = EXCLUDED.email_hash`,
          [event.data.userId, emailLinkHash(event.data.email)],
        );
        return;
      default:
        assertNever(event);
    }
  }
}

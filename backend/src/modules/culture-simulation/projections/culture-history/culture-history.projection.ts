import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
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

type Point = MatrixMemberPlaced | MatrixMemberMoved;

const isPoint = (event: RecordedEventOf<HandledEvent>): event is RecordedEventOf<Point> =>
  event.type === 'MatrixMemberPlaced' || event.type === 'MatrixMemberMoved';

/** Where a placement or move put the member. */
function pointAt(event: RecordedEventOf<Point>): [x: number, y: number] {
  return event.type === 'MatrixMemberPlaced' ? [event.data.positionX, event.data.positionY] : [event.data.to.x, event.data.to.y];
}

/** The growth points of MS placements and moves, in log order, with one statement. */
async function insertPoints(events: readonly RecordedEventOf<HandledEvent>[], db: RowWriter): Promise<void> {
  const columns: [string[], string[], string[], string[], number[], number[], string[]] = [[], [], [], [], [], [], []];
  for (const event of events.filter(isPoint)) {
    const d = event.data;
    const values = [d.pointId, d.entryId, d.teamId, d.memberId, ...pointAt(event), event.metadata.occurredAt] as const;
    values.forEach((value, i) => (columns[i] as unknown[]).push(value));
  }
  // WITH ORDINALITY … ORDER BY: rows are inserted in log order, so of two with one point id the first stays.
  await db.query(
    `INSERT INTO culture_ms_points (point_id, entry_id, team_id, member_id, x, y, at)
     SELECT point_id, entry_id, team_id, member_id, x, y, at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::timestamptz[])
            WITH ORDINALITY AS p(point_id, entry_id, team_id, member_id, x, y, at, n)
      ORDER BY n
     ON CONFLICT (point_id) DO NOTHING`,
    columns,
  );
}

/** One growth point; a point id already there stays. */
function insertPoint(event: RecordedEventOf<Point>, db: RowWriter) {
  const d = event.data;
  const [x, y] = pointAt(event);
  const point = { point_id: d.pointId, entry_id: d.entryId, team_id: d.teamId, member_id: d.memberId, x, y, at: event.metadata.occurredAt };
  return db.insert('culture_ms_points', point, ['point_id']);
}

function insertGift(event: RecordedEventOf<FeedbackGiven | FeedForwardGiven>, db: RowWriter) {
  const gift = event.type === 'FeedbackGiven' ? { gift_id: event.data.feedbackId, kind: 'feedback' } : { gift_id: event.data.feedForwardId, kind: 'feed_forward' };
  return db.insert('culture_gifts', { ...gift, user_id: event.data.toUserId, at: event.metadata.occurredAt }, ['gift_id']);
}

function linkMember({ data }: RecordedEventOf<CompanyMemberRegistered | CompanyMemberUpdated>, db: RowWriter) {
  return db.upsert('culture_member_links', { member_id: data.memberId, team_id: data.teamId, email_hash: emailLinkHash(data.email) }, { key: ['member_id'] });
}

/** The culture history projection's name (its checkpoint key). */
export const CULTURE_HISTORY = 'culture-history';

/**
 * The history the culture simulation measures, from the other modules' events (never their
 * tables): MS growth points with the time they were recorded, 1on1 sessions on the day they were
 * held, feedback and feed-forward received, learning completed, and the e-mail hashes that link
 * users to company members. Every write is keyed by an id of the event's data, so applying an
 * event twice changes nothing; removals mirror the MS board (a removed entry's trail leaves).
 * History: no write answers with it; its queries wait for it (decision 0055).
 *
 * A replay is nearly all MS placements and moves (one growth point each): each run of them in a
 * batch is written with one multi-row insert (first point id wins, as one `apply` each would);
 * the other events, rare, go through their handlers in their place in the log.
 */
export class CultureHistoryProjection extends rowProjection<HandledEvent>({
  name: CULTURE_HISTORY,
  awaitedBy: 'reads',
  tables: CULTURE_HISTORY_TABLES,
  runs: { of: ['MatrixMemberPlaced', 'MatrixMemberMoved'], write: insertPoints },
  on: {
    MatrixMemberPlaced: insertPoint,
    MatrixMemberMoved: insertPoint,
    MatrixGrowthPointDeleted: ({ data }, db) => db.delete('culture_ms_points', { point_id: data.pointId }),
    MatrixTeamHistoryCleared: ({ data }, db) => db.query(`DELETE FROM culture_ms_points WHERE point_id = ANY($1::text[])`, [data.deletedPointIds]),
    MatrixMemberRemoved: ({ data }, db) => db.delete('culture_ms_points', { entry_id: data.entryId }),
    OneOnOneEntryCreated: ({ data }, db) =>
      db.upsert('culture_one_on_one_entries', { entry_id: data.entryId, team_id: data.teamId, member_id: data.employeeId }, { key: ['entry_id'] }),
    OneOnOneSessionRecorded: ({ data }, db) =>
      db.insert(
        'culture_sessions',
        { session_id: data.sessionId, entry_id: data.entryId, session_date: data.sessionDate, approach: data.approach },
        ['session_id'],
      ),
    OneOnOneEntryDeleted: async ({ data }, db) => {
      await db.delete('culture_sessions', { entry_id: data.entryId });
      await db.delete('culture_one_on_one_entries', { entry_id: data.entryId });
    },
    FeedbackGiven: insertGift,
    FeedForwardGiven: insertGift,
    LearningCompleted: (event, db) =>
      db.insert('culture_learning', { event_id: event.eventId, user_id: event.data.userId, at: event.metadata.occurredAt }, ['event_id']),
    CompanyMemberRegistered: linkMember,
    CompanyMemberUpdated: linkMember,
    CompanyMemberDeleted: async ({ data }, db) => {
      await db.delete('culture_member_links', { member_id: data.memberId });
      await db.delete('culture_ms_points', { member_id: data.memberId });
    },
    TeamDeleted: async ({ data }, db) => {
      await db.delete('culture_ms_points', { team_id: data.teamId });
      await db.delete('culture_member_links', { team_id: data.teamId });
    },
    UserRegistered: ({ data }, db) =>
      db.upsert('culture_user_links', { user_id: data.userId, email_hash: emailLinkHash(data.email) }, { key: ['user_id'] }),
  },
}) {}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APPROACHES } from '../../../one-on-one/index.js';
import { UserDirectory } from '../../../users/index.js';
import { AgendaAccess } from '../../commands/agenda-access.js';
import { SUGGESTED_CATEGORIES } from '../../domain/suggested-topics.js';
import type { ActionItemResponse, AgendaResponse, AgendaTopicResponse } from '../../http/one-on-one-agendas.response.dto.js';
import type { ActionItemRow, AgendaSessionRow, AgendaTopicRow } from '../../projections/agenda-board/agenda-board.read-model.js';
import { teamTopics } from '../topic-rows.js';
import { GetAgendaQuery } from './get-agenda.query.js';

/** How many held sessions the agenda shows. */
const PAST_SESSIONS = 5;

type TopicRecord = Pick<AgendaTopicRow, 'id' | 'sessionId' | 'topicId' | 'title' | 'priority' | 'notes' | 'responseWanted' | 'addedBy' | 'outcome'>;
type ActionRecord = Pick<ActionItemRow, 'id' | 'sessionId' | 'title' | 'owner' | 'dueDate' | 'completedAt'> & { sessionDate: string | null };
type SessionRecord = Pick<AgendaSessionRow, 'sessionId' | 'sessionDate' | 'clarity' | 'pulseComment'>;

@QueryHandler(GetAgendaQuery)
export class GetAgendaHandler implements IQueryHandler<GetAgendaQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly access: AgendaAccess,
    private readonly users: UserDirectory,
  ) {}

  async execute({ entryId, reader }: GetAgendaQuery): Promise<AgendaResponse> {
    const { entry, role } = await this.access.partOf(entryId, reader);
    // One snapshot for the agenda's tables: read side by side on several connections, a session
    // closed in between showed in the past sessions while its topics still showed as open.
    const [[sessions, topics, actions], catalogue, names] = await Promise.all([
      this.db.transaction('REPEATABLE READ', (db) => Promise.all([
      db.query(
        `SELECT session_id AS "sessionId", session_date::text AS "sessionDate", clarity, pulse_comment AS "pulseComment"
         FROM one_on_one_agenda_sessions WHERE entry_id = $1 ORDER BY session_date DESC, closed_at DESC LIMIT $2`,
        [entryId, PAST_SESSIONS],
      ) as Promise<SessionRecord[]>,
      db.query(
        `SELECT id, session_id AS "sessionId", topic_id AS "topicId", title, priority, notes, response_wanted AS "responseWanted",
                added_by AS "addedBy", outcome
         FROM session_topic_relations WHERE entry_id = $1 ORDER BY priority, added_at, id`,
        [entryId],
      ) as Promise<TopicRecord[]>,
      db.query(
        `SELECT a.id, a.session_id AS "sessionId", a.title, a.owner, a.due_date::text AS "dueDate", a.completed_at AS "completedAt",
                s.session_date::text AS "sessionDate"
         FROM one_on_one_action_items a LEFT JOIN one_on_one_agenda_sessions s ON s.session_id = a.session_id
         WHERE a.entry_id = $1 ORDER BY a.due_date NULLS LAST, a.added_at, a.id`,
        [entryId],
      ) as Promise<ActionRecord[]>,
      ])),
      teamTopics(this.db, entry.teamId),
      this.users.displayNames([entry.managerId]),
    ]);
    const topicView = (row: TopicRecord): AgendaTopicResponse => ({
      id: row.id,
      topicId: row.topicId,
      title: row.title,
      priority: row.priority,
      notes: row.notes,
      responseWanted: row.responseWanted,
      addedBy: row.addedBy,
      outcome: row.outcome,
    });
    const actionView = (row: ActionRecord): ActionItemResponse => ({
      id: row.id,
      title: row.title,
      owner: row.owner,
      dueDate: row.dueDate,
      done: row.completedAt !== null,
      carriedOver: row.sessionId !== null && row.completedAt === null,
      sessionId: row.sessionId,
      sessionDate: row.sessionDate,
    });
    const open = topics.filter((row) => row.sessionId === null);
    const active = catalogue.filter((topic) => topic.isActive);
    const onAgenda = new Set(open.map((row) => row.topicId));
    const suggested =
      role === 'manager' && entry.isStale
        ? active.filter((topic) => SUGGESTED_CATEGORIES[entry.recommendedApproach].includes(topic.category) && !onAgenda.has(topic.id))
        : [];
    const approach = APPROACHES[entry.recommendedApproach];
    return {
      entryId: entry.entryId,
      teamId: entry.teamId,
      employeeName: entry.employeeName,
      managerName: names.get(entry.managerId) ?? null,
      role,
      lastSessionDate: entry.lastSessionDate,
      nextSessionDate: entry.nextSessionDate,
      isStale: entry.isStale,
      approach: role === 'manager' ? { quadrant: approach.quadrant, label: approach.label, recommendedApproach: approach.recommendedApproach } : null,
      topics: open.map(topicView),
      actionItems: actions.filter((row) => row.completedAt === null || row.sessionId === null).map(actionView),
      catalogue: active,
      suggestedTopics: suggested,
      pastSessions: sessions.map((session) => ({
        sessionId: session.sessionId,
        sessionDate: session.sessionDate,
        topics: topics.filter((row) => row.sessionId === session.sessionId).map(topicView),
        actionItems: actions.filter((row) => row.sessionId === session.sessionId).map(actionView),
        pulse: session.clarity === null ? null : { clarity: session.clarity, comment: session.pulseComment },
      })),
    };
  }
}

import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import { indexDocument, unindexDocument, type IndexedField } from '../../../../platform/search/document-terms.js';
import type { CompanyMemberDeleted, CompanyMemberRegistered, CompanyMemberUpdated } from '../../events/company-member.events.js';
import type { PositionCreated, PositionDeleted, PositionUpdated } from '../../events/position.events.js';
import type { DepartmentCreated, DepartmentDeleted, DepartmentUpdated, TeamDeleted } from '../../events/team.events.js';

type HandledEvent =
  | CompanyMemberRegistered
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | PositionCreated
  | PositionUpdated
  | PositionDeleted
  | TeamDeleted;

const INDEX = 'member_search';

interface Source {
  id: string;
  last_name: string;
  first_name: string;
  furigana: string | null;
  department: string | null;
  position: string | null;
  revision: number;
}

/**
 * What a member is found by: the name (and its kanji readings: 佐藤 is found by さとう even without
 * a フリガナ) and the フリガナ count most, the department and position less. Each reading is found
 * from its start (`readingStarts`: やま finds 山田, not 小山).
 */
function fields(source: Source): IndexedField[] {
  return [
    { text: `${source.last_name} ${source.first_name}`, weight: 3, readings: true, readingStarts: true },
    { text: source.furigana ?? '', weight: 3, readingStarts: true },
    { text: source.department ?? '', weight: 1, readings: true, readingStarts: true },
    { text: source.position ?? '', weight: 1, readings: true, readingStarts: true },
  ];
}

const run = (db: RowWriter) => (sql: string, params?: readonly unknown[]) => db.query(sql, params);

/** Re-indexes the members given by a condition on `member_search_sources` (`s`), at their indexed revision. */
async function reindex(db: RowWriter, where: string, params: unknown[]) {
  const sources = await db.query<Source>(
    `SELECT s.id, s.last_name, s.first_name, s.furigana, dl.name AS department, pl.name AS position, d.revision
       FROM member_search_sources s
       JOIN member_search_documents d ON d.id = s.id
       LEFT JOIN member_search_labels dl ON dl.id = s.department_id
       LEFT JOIN member_search_labels pl ON pl.id = s.position_id
      WHERE ${where}`,
    params,
  );
  for (const source of sources) await indexDocument(run(db), INDEX, source.id, source.revision, fields(source));
}

async function writeMember({ data: d, revision }: RecordedEventOf<CompanyMemberRegistered | CompanyMemberUpdated>, db: RowWriter) {
  const [labels] = await db.query<{ department: string | null; position: string | null }>(
    `SELECT (SELECT name FROM member_search_labels WHERE id = $1) AS department, (SELECT name FROM member_search_labels WHERE id = $2) AS position`,
    [d.departmentId, d.positionId],
  );
  const source = { id: d.memberId, last_name: d.lastName, first_name: d.firstName, furigana: d.furigana, ...labels, revision };
  // Only a newer revision than the one indexed rewrites the member (a redelivered older event changes nothing).
  if (!(await indexDocument(run(db), INDEX, d.memberId, revision, fields(source)))) return;
  await db.upsert(
    'member_search_sources',
    { id: d.memberId, team_id: d.teamId, last_name: d.lastName, first_name: d.firstName, furigana: d.furigana, department_id: d.departmentId, position_id: d.positionId },
    { key: ['id'] },
  );
}

async function dropMembers(db: RowWriter, where: string, params: unknown[]) {
  const ids = await db.query<{ id: string }>(`WITH gone AS (DELETE FROM member_search_sources WHERE ${where} RETURNING id) SELECT id FROM gone`, params);
  for (const { id } of ids) await unindexDocument(run(db), INDEX, id);
}

/** A department's or position's name as the members in it are indexed with; a new name re-indexes them. */
async function writeLabel(db: RowWriter, id: string, name: string, column: 'department_id' | 'position_id') {
  const renamed = await db.query(
    `INSERT INTO member_search_labels (id, name) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name WHERE member_search_labels.name <> EXCLUDED.name RETURNING id`,
    [id, name],
  );
  if (renamed.length > 0) await reindex(db, `s.${column} = $1`, [id]);
}

/** The members keep existing without a deleted department or position (like the roster): their terms lose its name. */
async function dropLabel(db: RowWriter, id: string, column: 'department_id' | 'position_id') {
  await db.delete('member_search_labels', { id });
  const members = await db.query<{ id: string }>(`WITH cleared AS (UPDATE member_search_sources SET ${column} = NULL WHERE ${column} = $1 RETURNING id) SELECT id FROM cleared`, [id]);
  if (members.length > 0) await reindex(db, 's.id = ANY($1::text[])', [members.map((m) => m.id)]);
}

/**
 * The member search's index (platform/search, decision 0092): each company member's names,
 * フリガナ, department and position as ranked terms. It keeps the department and position names
 * itself (`member_search_labels`), so it depends on no other projection's progress; who may find
 * a member is the roster's rule, applied when searching (`MemberSearch`).
 */
export class MemberSearchProjection extends rowProjection<HandledEvent>({
  name: 'organization-member-search',
  // 2: readings indexed from their starts (`readingStarts`); tables of 1 are rebuilt on start (decision 0113).
  version: 2,
  tables: ['member_search_documents', 'member_search_terms', 'member_search_sources', 'member_search_labels'],
  on: {
    CompanyMemberRegistered: writeMember,
    CompanyMemberUpdated: writeMember,
    CompanyMemberDeleted: ({ data }, db) => dropMembers(db, 'id = $1', [data.memberId]),
    TeamDeleted: ({ data }, db) => dropMembers(db, 'team_id = $1', [data.teamId]),
    DepartmentCreated: ({ data }, db) => writeLabel(db, data.departmentId, data.name, 'department_id'),
    DepartmentUpdated: ({ data }, db) => writeLabel(db, data.departmentId, data.name, 'department_id'),
    DepartmentDeleted: ({ data }, db) => dropLabel(db, data.departmentId, 'department_id'),
    PositionCreated: ({ data }, db) => writeLabel(db, data.positionId, data.name, 'position_id'),
    PositionUpdated: ({ data }, db) => writeLabel(db, data.positionId, data.name, 'position_id'),
    PositionDeleted: ({ data }, db) => dropLabel(db, data.positionId, 'position_id'),
  },
}) {}

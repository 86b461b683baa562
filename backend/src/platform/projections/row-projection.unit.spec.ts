import 'reflect-metadata';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, RecordedEvent } from '../event-store/event.js';
import { PROJECTION_METADATA } from './projection.js';
import { rowProjection, rowWriter } from './row-projection.js';

/** A manager that records each statement and answers `rows`. */
function recordingManager(rows: unknown[] = []) {
  const sent: { sql: string; parameters: unknown[] }[] = [];
  const manager = {
    query: (sql: string, parameters: unknown[]) => {
      sent.push({ sql, parameters });
      return Promise.resolve(rows);
    },
  } as unknown as EntityManager;
  return { manager, sent };
}

interface Tables {
  notes: { id: string; author_id: string; body: string | null; created_at: string; revision: number };
}

type NoteWritten = DomainEvent<'NoteWritten', { noteId: string; body: string }>;
type NoteDeleted = DomainEvent<'NoteDeleted', { noteId: string }>;

function recorded<E extends NoteWritten | NoteDeleted>(event: E): RecordedEvent<E> {
  return {
    ...event,
    eventId: '00000000-0000-0000-0000-000000000001',
    streamId: 'note-1',
    revision: 3,
    position: 7n,
    metadata: { occurredAt: '2026-01-01T00:00:00.000Z', userId: 'u1', correlationId: 'c1', causationId: null },
  } as unknown as RecordedEvent<E>;
}

describe('RowWriter', () => {
  it('builds the idempotent statements from column names, in the order given', async () => {
    const { manager, sent } = recordingManager([{ '?column?': 1 }]);
    const db = rowWriter<Tables>(manager);
    await db.insert('notes', { id: 'n1', body: 'a' }, ['id']);
    await db.insert('notes', { id: 'n1', body: undefined });
    const written = await db.upsert(
      'notes',
      { id: 'n1', author_id: 'u1', body: null, created_at: 't', revision: 2 },
      { key: ['id'], keep: ['created_at'], keepWhereNull: ['body'], neverLower: ['author_id'], newer: 'revision' },
    );
    await db.upsert('notes', { id: 'n1', created_at: 't' }, { key: ['id'], notOlder: 'created_at' });
    await db.update('notes', { body: 'b', revision: 3 }, { id: 'n1', author_id: 'u1' });
    await db.delete('notes', { author_id: 'u1' });

    expect(written).toBe(true);
    expect(sent).toEqual([
      { sql: 'INSERT INTO notes (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', parameters: ['n1', 'a'] },
      { sql: 'INSERT INTO notes (id, body) VALUES ($1, $2) ON CONFLICT DO NOTHING', parameters: ['n1', undefined] },
      {
        sql:
          'INSERT INTO notes (id, author_id, body, created_at, revision) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO UPDATE SET ' +
          'author_id = GREATEST(notes.author_id, EXCLUDED.author_id), body = COALESCE(EXCLUDED.body, notes.body), revision = EXCLUDED.revision ' +
          'WHERE notes.revision < EXCLUDED.revision RETURNING 1',
        parameters: ['n1', 'u1', null, 't', 2],
      },
      {
        sql: 'INSERT INTO notes (id, created_at) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at WHERE notes.created_at <= EXCLUDED.created_at RETURNING 1',
        parameters: ['n1', 't'],
      },
      { sql: 'UPDATE notes SET body = $1, revision = $2 WHERE id = $3 AND author_id = $4', parameters: ['b', 3, 'n1', 'u1'] },
      { sql: 'DELETE FROM notes WHERE author_id = $1', parameters: ['u1'] },
    ]);
  });

  it('answers false when the guard kept the stored row (no row returned)', async () => {
    const { manager } = recordingManager([]);
    await expect(rowWriter<Tables>(manager).upsert('notes', { id: 'n1', revision: 1 }, { key: ['id'], newer: 'revision' })).resolves.toBe(false);
  });

  it('checks table and column names against the row types', () => {
    const db = rowWriter<Tables>(recordingManager().manager);
    // @ts-expect-error: no such table
    void db.delete('note', { id: 'n1' });
    // @ts-expect-error: no such column
    void db.update('notes', { bodie: 'x' }, { id: 'n1' });
    // @ts-expect-error: a conflict key must be a column
    void db.insert('notes', { id: 'n1' }, ['note_id']);
  });
});

describe('rowProjection', () => {
  class NotesProjection extends rowProjection<NoteWritten | NoteDeleted, Tables>({
    name: 'notes',
    tables: ['notes'],
    on: {
      NoteWritten: ({ data, metadata, revision }, db) =>
        db.upsert('notes', { id: data.noteId, author_id: metadata.userId, body: data.body, revision }, { key: ['id'], newer: 'revision' }),
      NoteDeleted: ({ data }, db) => db.delete('notes', { id: data.noteId }),
    },
  }) {}

  it('is a marked projection handling the map keys, applying each event with its handler', async () => {
    const projection = new NotesProjection();
    expect(Reflect.getMetadata(PROJECTION_METADATA, NotesProjection)).toBe(true);
    expect([projection.name, projection.handles, projection.tables]).toEqual(['notes', ['NoteWritten', 'NoteDeleted'], ['notes']]);

    const { manager, sent } = recordingManager();
    await projection.apply(recorded({ type: 'NoteDeleted', data: { noteId: 'n1' } }), manager);
    await projection.apply(recorded({ type: 'NoteWritten', data: { noteId: 'n2', body: 'b' } }), manager);
    expect(sent.map((s) => s.parameters)).toEqual([['n1'], ['n2', 'u1', 'b', 3]]);
  });

  it('ignores an event type it does not handle', async () => {
    const { manager, sent } = recordingManager();
    const foreign = { ...recorded({ type: 'NoteDeleted', data: { noteId: 'n1' } }), type: 'toString' } as unknown as RecordedEvent<NoteDeleted>;
    await new NotesProjection().apply(foreign, manager);
    expect(sent).toEqual([]);
  });

  it('with runs, has applyBatch writing each run of those types together and the other events in their place', async () => {
    const written: string[][] = [];
    class RunsProjection extends rowProjection<NoteWritten | NoteDeleted, Tables>({
      name: 'notes',
      tables: ['notes'],
      runs: { of: ['NoteWritten'], write: async (events) => void written.push(events.map((e) => e.type)) },
      on: {
        NoteWritten: () => Promise.reject(new Error('written in runs')),
        NoteDeleted: ({ data }, db) => db.delete('notes', { id: data.noteId }),
      },
    }) {}
    const [w, d] = [recorded({ type: 'NoteWritten', data: { noteId: 'n1', body: 'b' } }), recorded({ type: 'NoteDeleted', data: { noteId: 'n1' } })];
    const { manager, sent } = recordingManager();
    await new RunsProjection().applyBatch!([w, w, d, w], manager);
    expect(written).toEqual([['NoteWritten', 'NoteWritten'], ['NoteWritten']]);
    expect(sent).toEqual([{ sql: 'DELETE FROM notes WHERE id = $1', parameters: ['n1'] }]);
    expect(new NotesProjection().applyBatch).toBeUndefined();
  });

  it('requires a handler for every handled type', () => {
    rowProjection<NoteWritten | NoteDeleted, Tables>({
      name: 'notes',
      tables: ['notes'],
      // @ts-expect-error: NoteDeleted has no handler
      on: { NoteWritten: ({ data }, db) => db.delete('notes', { id: data.noteId }) },
    });
  });
});

import { deciderSpec } from '../../../test-support/decider-spec.js';
import { adminConsoleDecider, snapshotChecksum } from './admin-console.js';
import {
  aRunThatFailed,
  aRunThatRan,
  aSnapshot,
  aTable,
  dbDiagramSynced,
  migrationRunFailed,
  migrationsRun,
  runMigrations,
  syncDbDiagram,
} from './admin-console.mother.js';

const { given } = deciderSpec(adminConsoleDecider);

describe('admin console decider', () => {
  it('records a migration run with what ran, and a run with nothing pending', () => {
    given().when(runMigrations(), aRunThatRan(['A1', 'B2'], 12)).then([migrationsRun(['A1', 'B2'], 12)]);
    given(migrationsRun()).when(runMigrations(), aRunThatRan([], 12)).then([migrationsRun([], 12)]);
  });
  it('records a failed run with the server message', () => {
    given().when(runMigrations(), aRunThatFailed(' boom ')).then([migrationRunFailed('boom')]);
    given().when(runMigrations(), aRunThatFailed('', null)).then([migrationRunFailed('unknown error', null)]);
  });
  it.each([
    [['A1', 'A1'], 5],
    [[' '], 5],
    [['A1', 'B2'], 1],
  ])('refuses a run reporting %p of %p executed', (ran, total) => {
    given().when(runMigrations(), aRunThatRan(ran, total)).thenFails('ADMIN.INVALID_MIGRATION_RUN', { kind: 'validation' });
  });
  it('records a diagram sync in canonical order, changed the first time', () => {
    given().when(syncDbDiagram(), { snapshot: aSnapshot() }).then([dbDiagramSynced(aSnapshot(), true)]);
  });
  it('says whether the schema changed since the last sync, whatever the order it was read in', () => {
    const same = aSnapshot({ tables: [...aSnapshot().tables].reverse() });
    given(dbDiagramSynced()).when(syncDbDiagram(), { snapshot: same }).then([dbDiagramSynced(aSnapshot(), false)]);
    const grown = aSnapshot({ tables: [...aSnapshot().tables, aTable('notes')] });
    given(dbDiagramSynced()).when(syncDbDiagram(), { snapshot: grown }).then([dbDiagramSynced(grown, true)]);
    expect(snapshotChecksum(same)).toBe(snapshotChecksum(aSnapshot()));
  });
  it.each([
    ['no tables', aSnapshot({ tables: [], relations: [] })],
    ['a duplicate table', aSnapshot({ tables: [aTable('teams'), aTable('teams')], relations: [] })],
    ['a key to an unknown table', aSnapshot({ relations: [{ name: 'fk', table: 'members', columns: ['team_id'], toTable: 'nowhere', toColumns: ['id'], inferred: false }] })],
    ['a key on an unknown column', aSnapshot({ relations: [{ name: 'fk', table: 'members', columns: ['nope'], toTable: 'teams', toColumns: ['id'], inferred: false }] })],
    ['a key with mismatched columns', aSnapshot({ relations: [{ name: 'fk', table: 'members', columns: ['id', 'team_id'], toTable: 'teams', toColumns: ['id'], inferred: false }] })],
  ])('refuses a snapshot with %s', (_case, snapshot) => {
    given().when(syncDbDiagram(), { snapshot: snapshot }).thenFails('ADMIN.INVALID_SCHEMA_SNAPSHOT', { kind: 'validation' });
  });
});

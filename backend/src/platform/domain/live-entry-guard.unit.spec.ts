import type { DomainEvent } from '../event-store/event.js';
import type { Evolver, Loaded } from './aggregate-store.js';
import { LiveEntryGuard, type LiveEntryRules } from './live-entry-guard.js';

type State = { live: false } | { live: true; ownerId: string; subjectId: string };
type Ref = { ownerId: string; subjectId: string };

class NotFound extends Error {}
class Forbidden extends Error {}

const evolver: Evolver<State, DomainEvent> = { initialState: () => ({ live: false }), evolve: (state) => state };

/** Entries and subjects in memory; `log` records when each read starts and ends. */
function world() {
  const entries = new Map<string, State>();
  const subjects = new Set<string>();
  const log: string[] = [];
  const step = async <T>(name: string, answer: () => T): Promise<T> => {
    log.push(`${name}:start`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`${name}:end`);
    return answer();
  };
  const aggregates = {
    load: <S>(streamId: string): Promise<Loaded<S>> =>
      step('load', () => ({ state: (entries.get(streamId) ?? { live: false }) as S, revision: 0 })),
  };
  const rules: LiveEntryRules<State, DomainEvent, Ref, string> = {
    streamId: (entryId) => `entry-${entryId}`,
    evolver,
    refOf: (state) => (state.live ? { ownerId: state.ownerId, subjectId: state.subjectId } : null),
    assertMayChange: (ref, actor) =>
      step('access', () => {
        if (ref.ownerId !== actor) throw new Forbidden();
      }),
    subjectExists: (ref) => step('subject', () => subjects.has(ref.subjectId)),
    notFound: () => new NotFound(),
  };
  return { entries, subjects, log, guard: new LiveEntryGuard(aggregates, rules) };
}

describe('LiveEntryGuard', () => {
  it('lets the one who may change a live entry about an existing subject change it, and answers its ref', async () => {
    const { entries, subjects, guard } = world();
    entries.set('entry-e1', { live: true, ownerId: 'ann', subjectId: 's1' });
    subjects.add('s1');
    await expect(guard.assertCanChange('e1', 'ann')).resolves.toEqual({ ownerId: 'ann', subjectId: 's1' });
  });

  it('answers not found for an entry that never lived or has ended, and for one whose subject is gone', async () => {
    const { entries, subjects, guard } = world();
    await expect(guard.assertCanChange('nope', 'ann')).rejects.toBeInstanceOf(NotFound);
    entries.set('entry-e1', { live: true, ownerId: 'ann', subjectId: 's1' });
    await expect(guard.assertCanChange('e1', 'ann')).rejects.toBeInstanceOf(NotFound);
    await expect(guard.assertCanChange('e1', 'ann', { subjectMayBeGone: true })).resolves.toMatchObject({ subjectId: 's1' });
    subjects.add('s1');
    await guard.assertCanChange('e1', 'ann');
    entries.set('entry-e1', { live: false });
    await expect(guard.assertCanChange('e1', 'ann')).rejects.toBeInstanceOf(NotFound);
  });

  it('refuses someone else with the rules\' error, even once the entry has ended', async () => {
    const { entries, subjects, guard } = world();
    entries.set('entry-e1', { live: true, ownerId: 'ann', subjectId: 's1' });
    subjects.add('s1');
    await expect(guard.assertCanChange('e1', 'bob')).rejects.toBeInstanceOf(Forbidden);
    await guard.assertCanChange('e1', 'ann');
    entries.set('entry-e1', { live: false });
    await expect(guard.assertCanChange('e1', 'bob')).rejects.toBeInstanceOf(Forbidden);
  });

  it('reads the entry first the first time, and everything side by side once it knows the entry', async () => {
    const { entries, subjects, log, guard } = world();
    entries.set('entry-e1', { live: true, ownerId: 'ann', subjectId: 's1' });
    subjects.add('s1');
    await guard.assertCanChange('e1', 'ann');
    expect(log.splice(0)).toEqual(['load:start', 'load:end', 'access:start', 'subject:start', 'access:end', 'subject:end']);
    await guard.assertCanChange('e1', 'ann');
    expect(log.slice(0, 3)).toEqual(['load:start', 'access:start', 'subject:start']);
  });
});

import type { NewEvent } from './event.js';
import { logger } from '../logging/logger.js';
import type { PersonalDataKeyStore } from './personal-data-keys.js';
import { forgottenValue, isSealed, open, seal, type PersonalDataSpec } from './personal-data.js';

/** A cached key: the key, `null` once destroyed, `'none'` when the subject has never had one. */
type Cached = Buffer | null | 'none';

/**
 * Seals the personal fields of the events being appended and opens them on every read
 * (docs/decisions/0044). The application's event store calls it, so modules never do: an event's
 * personal fields are those its type marks (`EventSchema.personal`). On read, a sealed field whose
 * key is destroyed, and a marked field still in clear (written before this existed) whose subject
 * is forgotten, come back as the field's placeholder, so every reader gets the same shape.
 *
 * Keys are cached in memory without expiry (a key never changes; it is only destroyed): `forget`
 * drops it here, and every other instance drops it when it reads the `PersonForgotten` event
 * (`evict`, decision 0026's follower pattern).
 */
export class PersonalDataProtector {
  private readonly cache = new Map<string, Cached>();
  /**
   * Opened values by ciphertext: every projection's loop, the followers and a rebuild each read the
   * same events, and one event is opened once for all of them. Only texts and other primitives (a
   * reader could change an object it was given). Emptied when any key is destroyed or evicted.
   */
  private readonly opened = new Map<string, unknown>();

  constructor(
    private readonly keys: PersonalDataKeyStore,
    private readonly specOf: (type: string) => PersonalDataSpec | undefined,
    private readonly maxCached = 100_000,
  ) {}

  /** The events with their personal fields sealed under their subject's key (made on first use). A forgotten subject's fields are stored as placeholders. */
  async protect<E extends NewEvent>(events: readonly E[]): Promise<E[]> {
    const plans: { index: number; subject: string; spec: PersonalDataSpec }[] = [];
    events.forEach((event, index) => {
      const spec = this.specOf(event.type);
      if (!spec) return;
      const data = event.data as Record<string, unknown>;
      const subject = spec.subject(data, event.metadata);
      if (subject && Object.keys(spec.fields).some((field) => data[field] != null && !isSealed(data[field]))) plans.push({ index, subject, spec });
    });
    if (plans.length === 0) return [...events];
    const keys = await this.keysOf(
      plans.map((p) => p.subject),
      true,
    );
    const out = [...events];
    for (const { index, subject, spec } of plans) {
      const data = { ...(events[index].data as Record<string, unknown>) };
      const key = keys.get(subject);
      for (const [field, placeholder] of Object.entries(spec.fields)) {
        const value = data[field];
        if (value == null || isSealed(value)) continue;
        data[field] = key instanceof Buffer ? seal(subject, key, value) : forgottenValue(placeholder, subject);
      }
      out[index] = { ...events[index], data };
    }
    return out;
  }

  /** The events as readers see them: sealed fields opened, or placeholders where the person is forgotten. */
  async reveal<E extends NewEvent>(events: readonly E[]): Promise<E[]> {
    const sealedSubjects = new Set<string>();
    const markedSubjects = new Set<string>();
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      for (const value of Object.values(data)) if (isSealed(value)) sealedSubjects.add(value.$pii);
      const spec = this.specOf(event.type);
      if (spec) {
        const subject = spec.subject(data, event.metadata);
        if (subject) markedSubjects.add(subject);
      }
    }
    if (sealedSubjects.size === 0 && markedSubjects.size === 0) return events as E[];
    const keys = await this.keysOf([...new Set([...sealedSubjects, ...markedSubjects])], false, sealedSubjects);
    return events.map((event) => this.revealOne(event, keys));
  }

  /** Destroys the subject's key (for good) and drops it from this instance's cache. */
  async forget(subject: string): Promise<{ alreadyForgotten: boolean }> {
    const answer = await this.keys.destroy(subject);
    this.cache.set(subject, null);
    this.opened.clear();
    return answer;
  }

  /** Drops a subject's cached key: another instance forgot them. */
  evict(subject: string): void {
    this.cache.delete(subject);
    this.opened.clear();
  }

  /** Whether the subject is forgotten (their key destroyed). */
  async isForgotten(subject: string): Promise<boolean> {
    return (await this.keysOf([subject], false)).get(subject) === null;
  }

  private revealOne<E extends NewEvent>(event: E, keys: ReadonlyMap<string, Cached>): E {
    const data = event.data as Record<string, unknown>;
    const spec = this.specOf(event.type);
    const subject = spec?.subject(data, event.metadata) ?? null;
    const subjectForgotten = subject !== null && keys.get(subject) === null;
    let changed: Record<string, unknown> | null = null;
    for (const [field, value] of Object.entries(data)) {
      let clear: unknown = value;
      if (isSealed(value)) {
        const key = keys.get(value.$pii);
        clear = forgottenValue(spec?.fields[field], value.$pii);
        if (key instanceof Buffer) {
          try {
            clear = this.opened.has(value.c) ? this.opened.get(value.c) : this.remember(value.c, open(value, key));
          } catch (error) {
            logger.warn({ err: error, eventId: event.eventId, field }, 'a personal field does not decrypt; read as forgotten');
          }
        }
      } else if (subjectForgotten && value != null && spec && field in spec.fields) {
        clear = forgottenValue(spec.fields[field], subject);
      } else {
        continue;
      }
      changed ??= { ...data };
      changed[field] = clear;
    }
    return changed ? { ...event, data: changed } : event;
  }

  private remember(ciphertext: string, clear: unknown): unknown {
    if (clear !== null && typeof clear === 'object') return clear;
    if (this.opened.size >= this.maxCached) this.opened.clear();
    this.opened.set(ciphertext, clear);
    return clear;
  }

  /** Keys from the cache, loading the rest in one query; `needKey`: subjects whose cached "never had one" must be checked again (a sealed value names them). */
  private async keysOf(subjects: readonly string[], create: boolean, needKey?: ReadonlySet<string>): Promise<ReadonlyMap<string, Cached>> {
    const missing = subjects.filter((subject) => {
      const cached = this.cache.get(subject);
      return cached === undefined || (cached === 'none' && (create || needKey?.has(subject)));
    });
    if (missing.length > 0) {
      const loaded = await this.keys.load([...new Set(missing)], create);
      if (this.cache.size + missing.length > this.maxCached) this.cache.clear();
      for (const subject of missing) this.cache.set(subject, loaded.has(subject) ? loaded.get(subject)! : 'none');
    }
    return new Map(subjects.map((subject) => [subject, this.cache.has(subject) ? this.cache.get(subject)! : 'none']));
  }
}

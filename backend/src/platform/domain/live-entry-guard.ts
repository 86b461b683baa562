import type { DomainEvent } from '../event-store/event.js';
import type { AggregateStore, Evolver } from './aggregate-store.js';

/**
 * What a module says about its entries: how to read one, who may change it, and what it is about.
 * `Ref` is what the checks need from a live entry (e.g. its team and member). It must never change
 * over the entry's lives: entry ids are made from it (`nameBasedId`), so it may be kept.
 */
export interface LiveEntryRules<State, Event extends DomainEvent, Ref, Actor> {
  streamId(entryId: string): string;
  evolver: Evolver<State, Event>;
  /** The entry's ref while its stream holds a live entry; null before the first life or after an end. */
  refOf(state: State): Ref | null;
  /** Throws the module's error when the actor may not change the entry. */
  assertMayChange(ref: Ref, actor: Actor): Promise<void>;
  /** Whether what the entry is about (e.g. its company member) still exists. Never throws. */
  subjectExists(ref: Ref): Promise<boolean>;
  notFound(): Error;
}

/** How many entries' refs are kept (the oldest go first). */
export const LIVE_ENTRY_REFS_KEPT = 10_000;

/**
 * Checks before a command changes an entry of a matrix: the stream holds a live entry, the actor
 * may change it, and what it is about still exists (a deleted member or team takes the entry off
 * the board, so it must not be changed afterwards either). Run before the If-Match comparison, so
 * an unknown entry is a 404 and not a stale-revision 409.
 *
 * The first check of an entry reads its stream, then the other checks; the ref is then kept, and
 * later checks run all of them side by side, so the event store sends the stream reads as one
 * query (docs/decisions/0013). A refused actor still wins over a gone entry: `subjectExists`
 * never throws.
 */
export class LiveEntryGuard<State, Event extends DomainEvent, Ref, Actor> {
  private readonly refs = new Map<string, Ref>();

  constructor(
    private readonly aggregates: Pick<AggregateStore, 'load'>,
    private readonly rules: LiveEntryRules<State, Event, Ref, Actor>,
  ) {}

  /**
   * Answers the entry's ref once it may be changed. `subjectMayBeGone`: the entry may be changed
   * (e.g. deleted) even after what it is about is gone.
   */
  async assertCanChange(entryId: string, actor: Actor, options: { subjectMayBeGone?: boolean } = {}): Promise<Ref> {
    const { rules } = this;
    const subjectExists = (ref: Ref) => (options.subjectMayBeGone ? Promise.resolve(true) : rules.subjectExists(ref));
    const known = this.refs.get(entryId);
    if (known !== undefined) {
      const [loaded, , exists] = await Promise.all([
        this.aggregates.load(rules.streamId(entryId), rules.evolver),
        rules.assertMayChange(known, actor),
        subjectExists(known),
      ]);
      if (rules.refOf(loaded.state) === null || !exists) throw rules.notFound();
      return known;
    }
    const { state } = await this.aggregates.load(rules.streamId(entryId), rules.evolver);
    const ref = rules.refOf(state);
    if (ref === null) throw rules.notFound();
    const [, exists] = await Promise.all([rules.assertMayChange(ref, actor), subjectExists(ref)]);
    if (!exists) throw rules.notFound();
    this.remember(entryId, ref);
    return ref;
  }

  private remember(entryId: string, ref: Ref): void {
    if (this.refs.size >= LIVE_ENTRY_REFS_KEPT) this.refs.delete(this.refs.keys().next().value as string);
    this.refs.set(entryId, ref);
  }
}

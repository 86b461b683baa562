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
export class LiveEntryGuard {
    aggregates;
    rules;
    refs = new Map();
    constructor(aggregates, rules) {
        this.aggregates = aggregates;
        this.rules = rules;
    }
    /**
     * Answers the entry's ref once it may be changed. `subjectMayBeGone`: the entry may be changed
     * (e.g. deleted) even after what it is about is gone.
     */
    async assertCanChange(entryId, actor, options = {}) {
        const { rules } = this;
        const subjectExists = (ref) => (options.subjectMayBeGone ? Promise.resolve(true) : rules.subjectExists(ref));
        const known = this.refs.get(entryId);
        if (known !== undefined) {
            const [loaded, , exists] = await Promise.all([
                this.aggregates.load(rules.streamId(entryId), rules.evolver),
                rules.assertMayChange(known, actor),
                subjectExists(known),
            ]);
            if (rules.refOf(loaded.state) === null || !exists)
                throw rules.notFound();
            return known;
        }
        const { state } = await this.aggregates.load(rules.streamId(entryId), rules.evolver);
        const ref = rules.refOf(state);
        if (ref === null)
            throw rules.notFound();
        const [, exists] = await Promise.all([rules.assertMayChange(ref, actor), subjectExists(ref)]);
        if (!exists)
            throw rules.notFound();
        this.remember(entryId, ref);
        return ref;
    }
    remember(entryId, ref) {
        if (this.refs.size >= LIVE_ENTRY_REFS_KEPT)
            this.refs.delete(this.refs.keys().next().value);
        this.refs.set(entryId, ref);
    }
}

/**
 * An aggregate's growing list of ids (a matrix entry's growth points, oldest first) as a
 * persistent list: appending makes one frozen node that shares the whole older trail, so a
 * command costs the same on a member moved ten thousand times as on one moved once (an array
 * was copied, and frozen again by the aggregate store, on every move). Finding, removing and
 * listing walk the trail: deletions and clears, which are rare. As JSON it is the array.
 */
export class IdTrail {
  static readonly EMPTY: IdTrail = Object.freeze(new IdTrail(undefined, null, 0)) as IdTrail;

  private constructor(
    /** The newest id; undefined only on the empty trail. */
    readonly last: string | undefined,
    private readonly before: IdTrail | null,
    readonly length: number,
  ) {}

  static of(ids: readonly string[]): IdTrail {
    return ids.reduce<IdTrail>((trail, id) => trail.append(id), IdTrail.EMPTY);
  }

  append(id: string): IdTrail {
    return Object.freeze(new IdTrail(id, this.length === 0 ? null : this, this.length + 1)) as IdTrail;
  }

  /** The ids, oldest first. */
  toArray(): string[] {
    const ids = new Array<string>(this.length);
    let i = this.length;
    for (let node: IdTrail | null = this; node && node.length > 0; node = node.before) ids[--i] = node.last as string;
    return ids;
  }

  /** The position of `id`, oldest first (0 is the first), or -1. */
  indexOf(id: string): number {
    for (let node: IdTrail | null = this; node && node.length > 0; node = node.before) if (node.last === id) return node.length - 1;
    return -1;
  }

  /** The trail without `ids` (itself when it holds none of them). */
  without(ids: ReadonlySet<string>): IdTrail {
    const kept = this.toArray().filter((id) => !ids.has(id));
    return kept.length === this.length ? this : IdTrail.of(kept);
  }

  toJSON(): string[] {
    return this.toArray();
  }
}

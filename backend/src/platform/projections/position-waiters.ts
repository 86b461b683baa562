interface Waiter {
  position: bigint;
  /** Only projections handling one of these types are waited for; null: all of them. */
  types: ReadonlySet<string> | null;
  /** Projections not waited for: those that applied the writes inline, those awaited by their reads. */
  except: readonly ReadonlySet<string>[];
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/** Where one projection or reactor is: `failed` ones count as done (they will not get further). */
export interface ProjectionPlace {
  readonly kind: 'projection' | 'reactor';
  readonly name: string;
  readonly handles: ReadonlySet<string>;
  readonly position: bigint;
  readonly failed: boolean;
}

function handlesAny(place: ProjectionPlace, types: ReadonlySet<string>): boolean {
  for (const type of types) if (place.handles.has(type)) return true;
  return false;
}

/**
 * Read-your-writes: callers waiting until the projections have applied the log up to a position.
 * Without `types` only projections count; with `types` the projections and the reactors handling
 * one of them (a reactor that has passed the position has appended its reaction: the runtime then
 * waits for the projections of what it emits, decision 0054).
 */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  /** `places` answers where every projection is now. */
  constructor(private readonly places: () => Iterable<ProjectionPlace>) {}

  /**
   * Resolves true once reached, false after `timeoutMs`. `except`: sets of projections not waited
   * for (those that applied the writes inline, decision 0029; those awaited by their reads, 0055).
   */
  wait(position: bigint, timeoutMs: number, types?: ReadonlySet<string>, except: readonly ReadonlySet<string>[] = []): Promise<boolean> {
    const only = types && types.size > 0 ? types : null;
    const skip = except.filter((names) => names.size > 0);
    if (this.reached(position, only, skip)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        types: only,
        except: skip,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** Resolves the waiters whose position has been reached; call after any projection moved. */
  check(): void {
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position, waiter.types, waiter.except)) {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  /** Whether anyone is waiting. */
  pending(): boolean {
    return this.waiters.size > 0;
  }

  /** Resolves every waiter with false (the runtime is stopping). */
  cancelAll(): void {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters.clear();
  }

  private reached(position: bigint, types: ReadonlySet<string> | null, except: readonly ReadonlySet<string>[]): boolean {
    for (const place of this.places()) {
      if (place.kind === 'reactor' && !types) continue;
      if (types && !handlesAny(place, types)) continue;
      if (except.some((names) => names.has(place.name))) continue;
      if (!place.failed && place.position < position) return false;
    }
    return true;
  }
}

import type { DomainEvent } from '../event-store/event.js';
import type { Evolver } from './aggregate-store.js';

/**
 * How to fold the streams of one category (`<category>-<id>`) into their aggregate's state: the
 * category and the aggregate's decider (its `initialState` and `evolve`). Each module registers
 * its own with `EventStoreModule.forFeature(schemas, folders)`; the event log browser uses them to
 * show a stream's state as of any version.
 */
export interface StreamFolder {
  readonly category: string;
  readonly evolver: Evolver<unknown, DomainEvent>;
  /** The state as the browser may show it (a state holding secrets replaces them, decision 0057); the state itself when absent. */
  readonly shown?: (state: unknown) => unknown;
}

/**
 * `streamFolder('ms-matrix-entry', msMatrixEntryDecider)`: typed at the call, stored untyped.
 * `shown` hides what the state holds that no answer may show (the events' secret fields).
 */
export function streamFolder<State, Event extends DomainEvent>(
  category: string,
  evolver: Evolver<State, Event>,
  shown?: (state: State) => unknown,
): StreamFolder {
  return {
    category,
    evolver: evolver as unknown as Evolver<unknown, DomainEvent>,
    ...(shown ? { shown: shown as (state: unknown) => unknown } : {}),
  };
}

/** Every module's stream folders, by category. */
export class StreamFolderRegistry {
  private readonly byCategory = new Map<string, StreamFolder>();

  register(folders: readonly StreamFolder[]): void {
    for (const folder of folders) {
      const known = this.byCategory.get(folder.category);
      if (known && known.evolver !== folder.evolver) throw new Error(`two deciders fold the stream category ${folder.category}`);
      this.byCategory.set(folder.category, folder);
    }
  }

  /** The folder of `streamId`'s category: the longest registered category the id starts with, then a hyphen (or the id itself, for a category of one stream such as `admin-console`). */
  forStream(streamId: string): StreamFolder | undefined {
    let best: StreamFolder | undefined;
    for (const folder of this.byCategory.values()) {
      if ((streamId === folder.category || streamId.startsWith(`${folder.category}-`)) && (!best || folder.category.length > best.category.length)) best = folder;
    }
    return best;
  }

  categories(): string[] {
    return [...this.byCategory.keys()].sort();
  }
}

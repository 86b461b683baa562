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
 * A stream category, declared once in the aggregate's domain file: its name and how one
 * aggregate's stream id is made from its key (`<category>-<key>`). The stream id function and
 * the module's `streamFolder` registration both come from it, so the category is spelt once.
 */
export interface StreamCategory<Key extends readonly string[] = [id: string]> {
  readonly category: string;
  /** The stream of one aggregate: `<category>-<key parts joined by hyphens>`. */
  readonly streamId: (...key: Key) => string;
}

/**
 * `export const growthCycleStream = streamCategory('growth-cycle')`, then
 * `growthCycleStream.streamId(cycleId)` is `growth-cycle-<cycleId>`. A key of several parts names
 * them: `streamCategory<[userId: string, contentId: string]>('learning-progress')`.
 */
export function streamCategory<Key extends readonly string[] = [id: string]>(category: string): StreamCategory<Key> {
  return { category, streamId: (...key: Key) => [category, ...key].join('-') };
}

/**
 * `streamFolder(growthCycleStream, growthCycleDecider)`: typed at the call, stored untyped.
 * `shown` hides what the state holds that no answer may show (the events' secret fields).
 */
export function streamFolder<State, Event extends DomainEvent>(
  stream: Pick<StreamCategory, 'category'>,
  evolver: Evolver<State, Event>,
  shown?: (state: State) => unknown,
): StreamFolder {
  return {
    category: stream.category,
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

import { CreateEventStore1764000000000 } from '../../database/migrations/1764000000000-create-event-store.js';
import { HardenAppendToStream1764000100000 } from './1764000100000-harden-append-to-stream.js';
import { InlineProjections1764800000000 } from './1764800000000-inline-projections.js';
import { StreamsUnchanged1764900000000 } from './1764900000000-streams-unchanged.js';
import { StreamsUnchangedByIndex1766500000000 } from './1766500000000-streams-unchanged-by-index.js';

/** The migrations that make the PostgreSQL event store, for tests that need only it. */
export const eventStoreMigrations = [
  CreateEventStore1764000000000,
  HardenAppendToStream1764000100000,
  InlineProjections1764800000000,
  StreamsUnchanged1764900000000,
  StreamsUnchangedByIndex1766500000000,
];

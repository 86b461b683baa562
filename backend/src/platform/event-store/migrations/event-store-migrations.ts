import { CreateEventStore1764000000000 } from '../../database/migrations/1764000000000-create-event-store.js';
import { HardenAppendToStream1764000100000 } from './1764000100000-harden-append-to-stream.js';

/** The migrations that make the PostgreSQL event store, for tests that need only it. */
export const eventStoreMigrations = [CreateEventStore1764000000000, HardenAppendToStream1764000100000];

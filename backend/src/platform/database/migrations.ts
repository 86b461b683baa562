import type { MixedList } from 'typeorm';
import { CreateEventStore1764000000000 } from './migrations/1764000000000-create-event-store.js';

/**
 * Every migration of the application, in order. Modules keep their migrations in their own
 * folder and add them here; `synchronize` is never used outside tests.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const migrations: MixedList<Function> = [CreateEventStore1764000000000];

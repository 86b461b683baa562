import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** The marker stream: its first event claims the one demo seed of a deployment. */
export const DEMO_SEED_STREAM_ID = 'demo-seed';

/** A seeder claimed the demo seed (appended with expected revision `no_stream`, so only one ever does). */
export type DemoSeedStarted = DomainEvent<'DemoSeedStarted', { startedAt: string }>;

/** The demo seed finished: what it created, for the log and for support. */
export type DemoSeedCompleted = DomainEvent<
  'DemoSeedCompleted',
  { teamId: string; members: number; matrixMoves: number; oneOnOneEntries: number; oneOnOneSessions: number; commands: number; seconds: number }
>;

export type DemoSeedEvent = DemoSeedStarted | DemoSeedCompleted;

/** Schema versions, registered by `DemoModule`: a breaking change raises a version and adds its upcaster here. */
export const DEMO_SEED_EVENT_SCHEMAS = eventSchemas<DemoSeedEvent>({ DemoSeedStarted: 1, DemoSeedCompleted: 1 });

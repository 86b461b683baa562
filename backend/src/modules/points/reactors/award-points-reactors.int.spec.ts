import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../../create-app.js';
import { loadConfig } from '../../../platform/config/app-config.js';
import { deriveEventId } from '../../../platform/event-store/derived-event-id.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { pointsAccountStream } from '../domain/points-account.js';
import { aFeedbackGiven, appendGrowthEvent, eventually } from '../test-support/growth-cycle-events.js';

const REACTOR = 'award-points-on-feedback-given';

describe('award reactors: the same cause never pays twice', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const start = () => createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), db.url);
  const pointsEvents = async (app: NestExpressApplication, userId: string) =>
    (await app.get<EventStore>(EVENT_STORE).readStream(pointsAccountStream.streamId(userId))).filter((e) => e.type === 'PointsEarned');
  const checkpoint = async (app: NestExpressApplication) =>
    BigInt(((await app.get(DataSource).query(`SELECT position FROM projection_checkpoints WHERE name = $1`, [REACTOR])) as { position: string }[])[0]?.position ?? -1);

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await db.drop();
  });

  it('killed between its command and its checkpoint, the reactor pays once after a restart', async () => {
    const giver = randomUUID();
    const dying = await start();
    const data = dying.get(DataSource);
    // Every checkpoint the reactor tries to store fails: each run "dies" after its command's append.
    await data.query(`CREATE FUNCTION refuse_points_checkpoint() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash before the checkpoint was stored'; END $$`);
    await data.query(`CREATE TRIGGER crash_before_points_checkpoint BEFORE UPDATE ON projection_checkpoints FOR EACH ROW
      WHEN (NEW.name = '${REACTOR}' AND NEW.position <> OLD.position) EXECUTE FUNCTION refuse_points_checkpoint()`);
    const feedback = await appendGrowthEvent(dying, aFeedbackGiven({ fromUserId: giver, toUserId: randomUUID() }), new Date(), giver);
    await eventually(() => pointsEvents(dying, giver), (events) => events.length >= 1);
    // Let the reaction run again at least once more in this process (the worker retries the batch).
    await new Promise((r) => setTimeout(r, 1500));
    expect(await checkpoint(dying)).toBeLessThan(feedback.position);
    await data.query(`DROP TRIGGER crash_before_points_checkpoint ON projection_checkpoints`);
    await dying.close();

    const restarted = await start();
    try {
      await eventually(() => checkpoint(restarted), (position) => position >= feedback.position);
      const events = await pointsEvents(restarted, giver);
      expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ kind: 'feedback', points: 10, causeEventId: feedback.eventId })]);
      expect(events[0].eventId).toBe(deriveEventId(REACTOR, feedback.eventId, pointsAccountStream.streamId(giver), '0'));
      const [row] = await eventually(
        () => restarted.get(DataSource).query(`SELECT total_points, available_points FROM user_points WHERE user_id = $1`, [giver]),
        (rows: unknown[]) => rows.length === 1,
      );
      expect(row).toEqual({ total_points: 10, available_points: 10 });
    } finally {
      await restarted.close();
    }
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEvent, RecordedEvent } from '../../../platform/event-store/event.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import type { FeedForwardGiven, FeedForwardThanked, FeedbackGiven, GrowthCycleCompleted } from '../../growth-cycles/index.js';

// Growth-cycle events appended straight to the log, as the growth-cycles module would append them
// (that module is built in parallel; only its event contract is shared). Test code only.

const cycleStream = (cycleId: string) => `growth-cycle-${cycleId}`;

/** Appends one event to its cycle's stream, dated `occurredAt`, by `userId`; answers the recorded event. */
export async function appendGrowthEvent(app: INestApplication, event: DomainEvent & { data: { cycleId: string } }, occurredAt: Date, userId: string | null): Promise<RecordedEvent> {
  const store = app.get<EventStore>(EVENT_STORE);
  const eventId = randomUUID();
  const streamId = cycleStream(event.data.cycleId);
  await store.appendToStream(
    streamId,
    [{ eventId, type: event.type, data: event.data, metadata: { correlationId: randomUUID(), causationId: null, userId, occurredAt: occurredAt.toISOString(), schemaVersion: 1 } }],
    { expectedRevision: 'any' },
  );
  const recorded = (await store.readStream(streamId)).find((e) => e.eventId === eventId);
  if (!recorded) throw new Error('appended event not found');
  return recorded;
}

export const aFeedbackGiven = (over: Partial<FeedbackGiven['data']> & { fromUserId: string; toUserId: string }): FeedbackGiven => ({
  type: 'FeedbackGiven',
  data: {
    cycleId: randomUUID(),
    feedbackId: randomUUID(),
    message: '会議の進め方がとても分かりやすく、皆が発言しやすい雰囲気でした。',
    emotionBadges: ['helpful'],
    experiencePoints: 5,
    ...over,
  },
});

export const aFeedForwardGiven = (over: Partial<FeedForwardGiven['data']> & { fromUserId: string; toUserId: string }): FeedForwardGiven => {
  const message = over.originalMessage ?? '次の提案では、数字の根拠を最初に示すともっと伝わると思います。';
  return {
    type: 'FeedForwardGiven',
    data: {
      cycleId: randomUUID(),
      feedForwardId: randomUUID(),
      originalMessage: message,
      transformedMessage: message,
      category: 'new_step',
      skillTreeAbility: 'communication',
      experiencePoints: 5,
      ...over,
    },
  };
};

export const aFeedForwardThanked = (data: FeedForwardThanked['data']): FeedForwardThanked => ({ type: 'FeedForwardThanked', data });

/** A completion that qualifies for points unless told otherwise: started 30 days before `completedAt`, two gifts received. */
export const aGrowthCycleCompleted = (
  userId: string,
  cycleId: string = randomUUID(),
  over: Partial<GrowthCycleCompleted['data']> & { completedAt?: Date } = {},
): GrowthCycleCompleted => {
  const { completedAt = new Date(), ...data } = over;
  return {
    type: 'GrowthCycleCompleted',
    data: {
      cycleId,
      userId,
      buddyLevel: 2,
      buddyExperience: 150,
      startedAt: new Date(completedAt.getTime() - 30 * 86_400_000).toISOString(),
      giftsReceived: 2,
      ...data,
    },
  };
};

/** Polls until `accept` holds (reactors and projections catch up in the background). */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Gives `userId` `amount` more points (a multiple of 10) through the award reactor: praise to two
 * others on past days, within the fair-play caps. Answers once the account shows them.
 */
export async function giveTestPoints(app: INestApplication, userId: string, amount: number): Promise<void> {
  const data = app.get(DataSource);
  const balance = async () =>
    (((await data.query(`SELECT available_points FROM user_points WHERE user_id = $1`, [userId])) as { available_points: number }[])[0]?.available_points ?? 0);
  const target = (await balance()) + amount;
  const receivers = [randomUUID(), randomUUID()];
  const firstDay = Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 1000) * 86_400_000;
  for (let i = 0; i < amount / 10; i++) {
    const day = new Date(firstDay + Math.floor(i / 4) * 86_400_000);
    await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: userId, toUserId: receivers[i % 2] }), day, userId);
  }
  await eventually(balance, (points) => points >= target);
}

// Event registration under 50 concurrent clients (issue 14): 50 signed-in users register for the
// same event at once, event after event, each event having fewer places than registrants. The
// figure is registrations/s against the bare `node:http` + one INSERT handler of the command
// figures (`bare-insert-server.mjs`) with the same number of requests and clients; what matters
// as much is that no event ever seats more than its places, which is checked after every run.
import path from 'node:path';
import { createDatabase, elapsedMs, httpClient, inParallel, median, signIn, startChild } from './lib.mjs';

/** Registers every one of `users` for each of `eventIds`, `clients` requests in flight; answers registrations/s. */
async function registerAll(client, users, eventIds, clients) {
  const count = eventIds.length * users.length;
  const ms = await elapsedMs(() =>
    inParallel(count, clients, async (k) => {
      const user = users[k % users.length];
      const eventId = eventIds[Math.floor(k / users.length)];
      const headers = { cookie: user.cookie, 'x-xsrf-token': user.xsrfToken, 'content-type': 'application/json' };
      const res = await client.request('POST', `/api/events/${eventId}/registrations`, headers, '{}');
      if (res.status !== 201) throw new Error(`POST /api/events/:id/registrations answered ${res.status}: ${res.body.slice(0, 300)}`);
    }),
  );
  return count / (ms / 1000);
}

async function insertAll(client, count, clients) {
  const ms = await elapsedMs(() =>
    inParallel(count, clients, async (k) => {
      const res = await client.request('PUT', `/api/moves/event-${k % 97}`, { 'content-type': 'application/json' }, JSON.stringify({ positionX: 0.5, positionY: 0.5 }));
      if (res.status !== 200) throw new Error(`the bare server answered ${res.status}: ${res.body.slice(0, 300)}`);
    }),
  );
  return count / (ms / 1000);
}

/**
 * `rounds` rounds, the side going first alternating: the real server takes `clients` users'
 * registrations for `eventsPerRound` new events of `capacity` places each; the bare server takes
 * as many INSERTs. Answers { value, baseline (median per second), registrations, overbooked,
 * seated, waiting } where overbooked counts seats beyond capacity over every event (must be 0).
 */
export async function benchEventRegistration({ session, serverUrl, clients = 50, capacity = 25, eventsPerRound = 8, rounds = 5 }) {
  const bareDb = await createDatabase(serverUrl, 'bare_registrations');
  const bare = await startChild(path.join(import.meta.dirname, 'bare-insert-server.mjs'), { DATABASE_URL: bareDb });
  const app = httpClient(session.baseUrl, { connections: clients });
  const bareClient = httpClient(bare.baseUrl, { connections: clients });
  try {
    const users = [];
    for (let batch = 0; batch < clients; batch += 10) {
      const emails = Array.from({ length: Math.min(10, clients - batch) }, (_, i) => `bench-attendee-${batch + i}@example.com`);
      users.push(...(await Promise.all(emails.map((email) => signIn(session.baseUrl, email)))));
    }
    const newEvents = async (n) => {
      const ids = [];
      for (let i = 0; i < n; i++) {
        const body = { title: `計測用イベント ${i + 1}`, eventType: 'webinar', startTime: '2027-01-10T10:00:00+09:00', endTime: '2027-01-10T11:00:00+09:00', maxParticipants: capacity };
        ids.push((await session.json('/api/events', { method: 'POST', body })).id);
      }
      return ids;
    };
    await registerAll(app, users, await newEvents(1), clients);
    await insertAll(bareClient, clients, clients);
    const subject = [];
    const baseline = [];
    const allEvents = [];
    for (let r = 0; r < rounds; r++) {
      const eventIds = await newEvents(eventsPerRound);
      allEvents.push(...eventIds);
      const runSubject = async () => subject.push(await registerAll(app, users, eventIds, clients));
      const runBaseline = async () => baseline.push(await insertAll(bareClient, eventIds.length * users.length, clients));
      if (r % 2 === 0) {
        await runSubject();
        await runBaseline();
      } else {
        await runBaseline();
        await runSubject();
      }
    }
    let overbooked = 0;
    let seated = 0;
    let waiting = 0;
    for (const id of allEvents) {
      const event = await session.json(`/api/events/${id}`);
      overbooked += Math.max(0, event.registeredCount - capacity);
      seated += event.registeredCount;
      waiting += event.waitlistCount;
      if (event.registeredCount + event.waitlistCount !== users.length) {
        throw new Error(`event ${id}: ${event.registeredCount} seated + ${event.waitlistCount} waiting for ${users.length} registrations`);
      }
    }
    return { value: median(subject), baseline: median(baseline), registrations: allEvents.length * users.length, overbooked, seated, waiting, clients, capacity };
  } finally {
    app.close();
    bareClient.close();
    await bare.stop();
  }
}

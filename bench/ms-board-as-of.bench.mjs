// Issue 18: the MS board as of a past day, over HTTP, vs the current board over HTTP, for a team of
// 200 members with 50 growth points each (the issue-3 board, `boardStreams`: placed 50 days ago and
// moved once a day since, so every day shows a different board). What the slider asks for when it
// shows a day. Both signed in, same team, alternated per round; the as-of figure cycles through
// days across the history.
//
// The history is dated back, so it is appended straight through the event-store port (as the
// replay figure does), with the team created 400 days ago by the signed-in leader (TeamCreated and
// UserJoinedTeam, as CreateTeam decides them); the server's projections apply it like any events.
//
// Alone: `node bench/ms-board-as-of.bench.mjs` (after `npm run build`), or within `npm run bench`.
import { fileURLToPath } from 'node:url';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { elapsedMs, inParallel, median } from './lib.mjs';
import { boardEvent, boardStreams, waitForProjections } from './fixtures/ms-board.mjs';

const DAY_MS = 86_400_000;
const dayIn = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** Answers boards/s of both (from the median times) and the medians in ms. */
export async function benchBoardAsOf({ baseUrl, databaseUrl, session, rounds = 30 }) {
  const now = Date.now();
  const { teamId, streams } = boardStreams({ members: 200, pointsPerMember: 50, now });
  const meta = { userId: session.user.id, occurredAt: new Date(now - 400 * DAY_MS) };
  const team = [
    boardEvent('TeamCreated', { teamId, name: `過去ボード ${teamId.slice(0, 4)}`, description: null, organizationType: 'company', leaderId: session.user.id }, meta),
    boardEvent('UserJoinedTeam', { teamId, userId: session.user.id, isPrimaryTeam: false, isLeader: true }, meta),
  ];
  const store = new PostgresEventStore(databaseUrl, 4);
  try {
    await store.appendToStream(`team-${teamId}`, team, { expectedRevision: 'no_stream' });
    await inParallel(streams.length, 4, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
  } finally {
    await store.close();
  }
  await waitForProjections(baseUrl);
  const board = { teamId, session };
  const days = [0, 7, 14, 25, 40].map((back) => dayIn(new Date(now - back * DAY_MS)));
  const current = async () => (await board.session.json(`/api/ms-matrix/team/${board.teamId}`)).length;
  const asOf = async (date) => (await board.session.json(`/api/ms-matrix/team/${board.teamId}/as-of?date=${date}`)).entries.length;

  // The same board for today either way, and a different one weeks ago.
  const todays = await board.session.json(`/api/ms-matrix/team/${board.teamId}/as-of?date=${days[0]}`);
  const live = await board.session.json(`/api/ms-matrix/team/${board.teamId}`);
  const key = (e) => `${e.id}:${e.positionX}:${e.positionY}`;
  if (todays.entries.map(key).sort().join() !== live.map(key).sort().join()) throw new Error('the as-of board of today is not the current board');
  const weeksAgo = await board.session.json(`/api/ms-matrix/team/${board.teamId}/as-of?date=${days[3]}`);
  if (weeksAgo.entries.length !== live.length || weeksAgo.entries.map(key).sort().join() === todays.entries.map(key).sort().join()) {
    throw new Error('the board 25 days ago should hold every member, elsewhere than today');
  }

  for (let i = 0; i < 3; i++) {
    await current();
    for (const day of days) await asOf(day);
  }
  const http = [];
  const past = [];
  for (let i = 0; i < rounds; i++) {
    http.push(await elapsedMs(current));
    past.push(await elapsedMs(() => asOf(days[i % days.length])));
  }
  const currentMs = median(http);
  const asOfMs = median(past);
  return { value: 1000 / asOfMs, baseline: 1000 / currentMs, asOfMs, currentMs, members: live.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { createDatabase, signIn, startApp, startPostgres } = await import('./lib.mjs');
  const pg = await startPostgres();
  try {
    const appDb = await createDatabase(pg.url, 'app');
    const app = await startApp(appDb);
    try {
      const session = await signIn(app.baseUrl, 'bench-leader@example.com');
      const figure = await benchBoardAsOf({ baseUrl: app.baseUrl, databaseUrl: appDb, session });
      const ratio = figure.value / figure.baseline;
      console.log(
        `${ratio >= 0.5 ? 'ok ' : 'LOW'} MS board as of a past day vs the current board, 200 members × 50 points: ratio ${ratio.toFixed(3)} (target ≥ 0.5)` +
          `  (median ${figure.asOfMs.toFixed(1)} ms as of a day vs ${figure.currentMs.toFixed(1)} ms current, ${figure.members} members)`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await pg.stop();
  }
}

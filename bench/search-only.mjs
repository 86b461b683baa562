// Runs the search figures alone and prints what they measured (issue 32): `node bench/search-only.mjs
// knowledge | forum | members`. The build must exist (`npm run build`).
//
// With BENCH_KEEP_DB=<dir>, the PostgreSQL cluster (`<dir>/pg`), the server's secrets
// (`<dir>/secrets.json`) and the bare handlers' MiniSearch indexes (`<dir>/minisearch-*.json`) are
// kept between runs: the first run seeds, the next ones find the corpus there and only measure.
// Each figure then has databases of its own (the knowledge figure two: one at 5,000 entries, one at
// 50,000, each behind its own server, measured in alternating rounds).
import path from 'node:path';
import { createDatabase, keptSecrets, signIn, startApp, startPostgres } from './lib.mjs';
import { benchForumSearch, benchKnowledgeScale, benchMemberSearch } from './search.bench.mjs';

const EMAIL = 'bench-leader@example.com';
const keep = process.env.BENCH_KEEP_DB ? path.resolve(process.env.BENCH_KEEP_DB) : null;
const secrets = keep ? keptSecrets(keep) : {};
const posts = Number(process.env.FORUM_POSTS ?? 100_000);

const which = process.argv[2];
const databases = { knowledge: keep ? ['knowledge_large', 'knowledge_small'] : ['app'], forum: [keep ? `forum_${posts}` : 'app'], members: [keep ? 'members' : 'app'] }[which];
if (!databases) throw new Error('usage: node bench/search-only.mjs knowledge | forum | members');
const pg = await startPostgres({ keep });
const apps = [];
try {
  const sides = [];
  for (const name of databases) {
    const databaseUrl = await createDatabase(pg.url, name, { ifMissing: Boolean(keep) });
    const app = await startApp(databaseUrl, secrets);
    apps.push(app);
    sides.push({ databaseUrl, session: await signIn(app.baseUrl, EMAIL) });
  }
  const [{ session, databaseUrl }, smallSide] = sides;
  const cacheDir = keep;
  const figures = {
    knowledge: () => benchKnowledgeScale({ session, databaseUrl, smallSide, cacheDir }),
    forum: () => benchForumSearch({ session, databaseUrl, posts, cacheDir }),
    members: () => benchMemberSearch({ session, databaseUrl, email: EMAIL, cacheDir }),
  };
  console.log(JSON.stringify(await figures[which](), null, 2));
} finally {
  for (const app of apps) await app.stop();
  await pg.stop();
}

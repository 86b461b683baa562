// Runs the search figures alone and prints what they measured (issue 32): `node bench/search-only.mjs
// knowledge | forum | members`. The build must exist (`npm run build`).
import { createDatabase, signIn, startApp, startPostgres } from './lib.mjs';
import { benchForumSearch, benchKnowledgeScale, benchMemberSearch } from './search.bench.mjs';

const EMAIL = 'bench-leader@example.com';
const figures = {
  knowledge: (session, databaseUrl) => benchKnowledgeScale({ session, databaseUrl }),
  forum: (session, databaseUrl) => benchForumSearch({ session, databaseUrl, posts: Number(process.env.FORUM_POSTS ?? 100_000) }),
  members: (session, databaseUrl) => benchMemberSearch({ session, databaseUrl, email: EMAIL }),
};

const which = process.argv[2];
if (!figures[which]) throw new Error(`usage: node bench/search-only.mjs ${Object.keys(figures).join(' | ')}`);
const pg = await startPostgres();
try {
  const db = await createDatabase(pg.url, 'app');
  const app = await startApp(db);
  try {
    const session = await signIn(app.baseUrl, EMAIL);
    console.log(JSON.stringify(await figures[which](session, db), null, 2));
  } finally {
    await app.stop();
  }
} finally {
  await pg.stop();
}

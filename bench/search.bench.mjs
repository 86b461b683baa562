// Issue 32: the search figures, each a ratio measured in one run.
// - knowledge search at 50,000 entries vs at 5,000 (the cost of a read stays that of its answer);
// - knowledge search at 50,000 entries vs a bare node:http handler answering from MiniSearch over
//   the same corpus and terms (bare-minisearch-server.mjs);
// - forum search over the 100,000-post fixture (the posts list with `q`) vs the same bare handler over the forum's index;
// - member search over 10,000 members (the members list with `q`, the teams the user reads) vs the same bare handler over
//   the member index.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { closedLoop, httpClient, median, startChild } from './lib.mjs';
import { forumStreams } from './fixtures/forum.mjs';

const dist = (...parts) => pathToFileURL(path.resolve(import.meta.dirname, '..', 'backend', 'dist', ...parts)).href;

/** Queries a reader types: words, compounds, a hiragana reading, a question without spaces. */
const KNOWLEDGE_QUERIES = ['心のブレーキ', '当事者意識', 'とうじしゃいしき', '働く3つの理由', '悩みを減らしたい', 'MSマトリックス', '1on1の進め方', '影響の輪'];

/**
 * Writes knowledge entries `from`..`to` into the read model as the projection does (the same term
 * and folding functions from the build): the book data's entries, each with a numbered title and
 * a sentence of another entry added. The terms of the 32 × 32 (entry, added sentence) pairs are
 * computed once; the number's own terms are added to each (a title's number is a run of its own:
 * its terms are the title's plus the number's).
 */
export async function seedKnowledge(databaseUrl, from, to) {
  const { KNOWLEDGE_SEED, seedContent } = await import(dist('modules', 'knowledge-base', 'domain', 'knowledge-seed.js'));
  const { entryTerms, foldedFields } = await import(dist('modules', 'knowledge-base', 'domain', 'entry-terms.js'));
  const n = KNOWLEDGE_SEED.length;
  const pairs = new Map();
  const pairOf = (i) => {
    const key = `${i % n}:${(i * 7 + 3) % n}`;
    if (!pairs.has(key)) {
      const base = seedContent(KNOWLEDGE_SEED[i % n]);
      const other = seedContent(KNOWLEDGE_SEED[(i * 7 + 3) % n]);
      const entry = { ...base, content: `${base.content}${other.content.split('。')[0]}。` };
      pairs.set(key, { entry, ...entryTerms(entry) });
    }
    return pairs.get(key);
  };
  const empty = { sectionTitle: '', concepts: [], aliases: [], keywords: [], chapterTitle: '', content: '', practicalApplications: [], relatedTopics: [] };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const began = Date.now();
  try {
    // One transaction (a run stopped midway leaves nothing); the postings are loaded without their indexes.
    await client.query('BEGIN');
    const rebuild = await dropIndexes(client, 'knowledge_terms');
    const BATCH = 500;
    for (let start = from; start < to; start += BATCH) {
      const entries = [];
      const terms = { term: [], id: [], weight: [] };
      for (let i = start; i < Math.min(start + BATCH, to); i++) {
        const pair = pairOf(i);
        const number = `（${Math.floor(i / n) + 1}）`;
        const own = entryTerms({ ...empty, sectionTitle: number });
        const entry = { ...pair.entry, sectionTitle: `${pair.entry.sectionTitle}${number}` };
        const all = new Map(pair.terms);
        for (const [term, weight] of own.terms) all.set(term, (all.get(term) ?? 0) + weight);
        const id = `bench-${i}`;
        entries.push({ id, entry, length: pair.length + own.length, folded: foldedFields(entry) });
        for (const [term, weight] of all) {
          terms.term.push(term);
          terms.id.push(id);
          terms.weight.push(weight);
        }
      }
      const column = (pick) => entries.map(pick);
      await client.query(
        `INSERT INTO knowledge_entries (id, book_title, chapter_number, chapter_title, section_title, content, concepts, keywords, practical_applications,
           related_topics, aliases, content_type, importance, is_active, heading_folded, body_folded, term_length, created_at, updated_at, revision)
         SELECT id, book, chapter_number, chapter_title, section_title, content, concepts::jsonb, keywords::jsonb, practical::jsonb, related::jsonb, aliases::jsonb,
                content_type, importance, true, heading, body, term_length, now(), now(), 0
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::text[], $16::real[])
             AS t(id, book, chapter_number, chapter_title, section_title, content, concepts, keywords, practical, related, aliases, content_type, importance, heading, body, term_length)`,
        [
          column((e) => e.id), column((e) => e.entry.bookTitle), column((e) => e.entry.chapterNumber), column((e) => e.entry.chapterTitle), column((e) => e.entry.sectionTitle),
          column((e) => e.entry.content), column((e) => JSON.stringify(e.entry.concepts)), column((e) => JSON.stringify(e.entry.keywords)),
          column((e) => JSON.stringify(e.entry.practicalApplications)), column((e) => JSON.stringify(e.entry.relatedTopics)), column((e) => JSON.stringify(e.entry.aliases)),
          column((e) => e.entry.contentType), column((e) => e.entry.importance), column((e) => e.folded.heading), column((e) => e.folded.body), column((e) => e.length),
        ],
      );
      await client.query(`INSERT INTO knowledge_terms (term, entry_id, weight) SELECT * FROM unnest($1::text[], $2::text[], $3::real[])`, [terms.term, terms.id, terms.weight]);
      if (((start - from) / BATCH) % 20 === 0) console.error(`seedKnowledge: ${start + BATCH - from} of ${to - from} entries in ${Math.round((Date.now() - began) / 1000)} s`);
    }
    await restoreIndexes(client, rebuild);
    await client.query('COMMIT');
    console.error(`seedKnowledge: ${to - from} entries in ${Math.round((Date.now() - began) / 1000)} s`);
    await client.query('ANALYZE knowledge_entries; ANALYZE knowledge_terms');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const FAMILY = [['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'], ['渡辺', 'ワタナベ'], ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'], ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'], ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'], ['井上', 'イノウエ'], ['木村', 'キムラ'], ['林', 'ハヤシ'], ['斎藤', 'サイトウ'], ['清水', 'シミズ']];
const GIVEN = [['太郎', 'タロウ'], ['花子', 'ハナコ'], ['一郎', 'イチロウ'], ['美咲', 'ミサキ'], ['翔太', 'ショウタ'], ['陽菜', 'ヒナ'], ['健', 'ケン'], ['由美', 'ユミ'], ['大輔', 'ダイスケ'], ['直子', 'ナオコ'], ['拓也', 'タクヤ'], ['恵', 'メグミ'], ['誠', 'マコト'], ['優子', 'ユウコ'], ['隆', 'タカシ'], ['真由美', 'マユミ'], ['浩二', 'コウジ'], ['彩', 'アヤ'], ['亮', 'リョウ'], ['千尋', 'チヒロ'], ['和也', 'カズヤ'], ['美穂', 'ミホ'], ['悠斗', 'ユウト'], ['結衣', 'ユイ'], ['大樹', 'ダイキ']];
const DEPARTMENTS = ['営業部', '開発部', '人事部', '経理部', '総務部', 'マーケティング部', '品質保証部', '製造部', '広報部', '経営企画部'];
const POSITIONS = ['部長', '課長', '係長', '主任', 'メンバー'];
/** Queries a manager types to find a colleague: a family name, a given name, a reading in hiragana, half-width kana, a department, a name and a department. */
const MEMBER_QUERIES = ['佐藤', '美咲', 'たかはし', 'ｽｽﾞｷ', 'ヤマダ タロウ', '人事部', '佐藤 開発部', 'こばやし ゆみ'];

/**
 * Writes `count` members of one team the signed-in user leads into the roster and the member
 * search's index as their projections do (the same terms function from the build).
 */
export async function seedMembers(databaseUrl, email, count) {
  const { indexDocument } = await import(dist('platform', 'search', 'document-terms.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ id: userId }] = (await client.query(`SELECT id FROM users WHERE email = $1`, [email])).rows;
    const teamId = 'bench-members-team';
    await client.query('BEGIN');
    await client.query(`INSERT INTO teams (id, name, description, leader_id, organization_type, created_at, updated_at, revision) VALUES ($1, '検索ベンチ', NULL, $2, 'company', now(), now(), 0)`, [teamId, userId]);
    await client.query(`INSERT INTO user_teams (team_id, user_id, is_leader, is_primary_team, joined_at) VALUES ($1, $2, true, false, now())`, [teamId, userId]);
    const label = async (table, kind, name, i) => {
      const id = `bench-${kind}-${i}`;
      await client.query(`INSERT INTO member_search_labels (id, name) VALUES ($1, $2)`, [id, name]);
      return id;
    };
    const departments = [];
    for (const [i, name] of DEPARTMENTS.entries()) {
      departments.push(await label('departments', 'department', name, i));
      await client.query(`INSERT INTO departments (id, team_id, name, color, description, created_at, updated_at, revision) VALUES ($1, $2, $3, '#3B82F6', NULL, now(), now(), 0)`, [departments[i], teamId, name]);
    }
    const positions = [];
    for (const [i, name] of POSITIONS.entries()) {
      positions.push(await label('positions', 'position', name, i));
      await client.query(`INSERT INTO positions (id, team_id, name, level, description, created_at, updated_at, revision) VALUES ($1, $2, $3, $4, NULL, now(), now(), 0)`, [positions[i], teamId, name, 5 - i]);
    }
    const run = async (sql, params) => (await client.query(sql, params)).rows;
    for (let i = 0; i < count; i++) {
      const [last, lastKana] = FAMILY[i % FAMILY.length];
      const [first, firstKana] = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length];
      const furigana = `${lastKana} ${firstKana}`;
      const department = Math.floor(i / 7) % DEPARTMENTS.length;
      const position = (i * 3) % POSITIONS.length;
      const id = `bench-member-${i}`;
      await client.query(
        `INSERT INTO company_members (id, team_id, first_name, last_name, furigana, department_id, position_id, created_at, updated_at, revision) VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now(), 0)`,
        [id, teamId, first, last, furigana, departments[department], positions[position]],
      );
      await client.query(`INSERT INTO member_search_sources (id, team_id, last_name, first_name, furigana, department_id, position_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        id, teamId, last, first, furigana, departments[department], positions[position],
      ]);
      await indexDocument(run, 'member_search', id, 0, [
        { text: `${last} ${first}`, weight: 3, readings: true, readingStarts: true },
        { text: furigana, weight: 3, readingStarts: true },
        { text: DEPARTMENTS[department], weight: 1, readings: true, readingStarts: true },
        { text: POSITIONS[position], weight: 1, readings: true, readingStarts: true },
      ]);
    }
    await client.query('COMMIT');
    await client.query('ANALYZE company_members; ANALYZE member_search_terms; ANALYZE member_search_documents; ANALYZE member_search_sources');
  } finally {
    await client.end();
  }
}

/**
 * The bare MiniSearch handler over `kind`'s index in `databaseUrl`; with `cacheDir` (a kept bench
 * database), its index is kept there between runs.
 */
function startBare(kind, databaseUrl, cacheDir) {
  const cache = cacheDir ? { MINISEARCH_CACHE: path.join(cacheDir, `minisearch-${kind}-${new URL(databaseUrl).pathname.slice(1)}.json`) } : {};
  return startChild(path.join(import.meta.dirname, 'bare-minisearch-server.mjs'), { DATABASE_URL: databaseUrl, SEARCH_KIND: kind, ...cache }, { readyMs: 900_000 });
}

/** Median searches/s of two senders over alternating rounds, after a warm-up. */
async function compare(clients, subject, baseline, { rounds = 5, seconds = 2 } = {}) {
  await closedLoop(clients, 1, subject);
  await closedLoop(clients, 1, baseline);
  const a = [];
  const b = [];
  for (let r = 0; r < rounds; r++) {
    const pair = r % 2 === 0 ? [[a, subject], [b, baseline]] : [[b, baseline], [a, subject]];
    for (const [runs, send] of pair) runs.push(await closedLoop(clients, seconds, send));
  }
  return { value: median(a.map((run) => run.perSecond)), baseline: median(b.map((run) => run.perSecond)), valueMs: median(a.flatMap((run) => run.latencies)), baselineMs: median(b.flatMap((run) => run.latencies)) };
}

const found = (who, q = '') => (res) => {
  if (res.status !== 200) throw new Error(`${who} answered ${res.status}: ${res.body.slice(0, 300)}`);
  const rows = JSON.parse(res.body);
  if (rows.length === 0) throw new Error(`${who} found nothing for ${decodeURIComponent(q)}`);
  return rows;
};

/** Seeds `databaseUrl`'s knowledge base up to `size` entries (from what it holds); answers whether it wrote any. */
async function knowledgeUpTo(databaseUrl, size) {
  const count = Number((await pgCount(databaseUrl, 'knowledge_entries')) ?? 0);
  if (count < size) await seedKnowledge(databaseUrl, count, size);
  return count < size;
}

/** The corpus size is cached for 30 s on a large index: after seeding under a running server, wait until it counts the new one. */
const untilCorpusCounted = () => new Promise((resolve) => setTimeout(resolve, 31_000));

/**
 * The knowledge figures: 50,000 vs 5,000 entries over HTTP, and 50,000 over HTTP vs MiniSearch bare.
 * With `smallSide` ({ session, databaseUrl } of another server, on a kept database), the 5,000
 * entries are there and the two sizes are measured in alternating rounds; without, on the one
 * server's database, 5,000 first, then seeded up to 50,000.
 */
export async function benchKnowledgeScale({ session, databaseUrl, small = 5000, large = 50_000, clients = 4, smallSide = null, cacheDir = null }) {
  const app = httpClient(session.baseUrl, { connections: clients });
  const smallApp = smallSide ? httpClient(smallSide.session.baseUrl, { connections: clients }) : app;
  const query = (c, i) => encodeURIComponent(KNOWLEDGE_QUERIES[(c + i) % KNOWLEDGE_QUERIES.length]);
  const searchOn = (client, on) => async (c, i) => found('the server', query(c, i))(await client.request('GET', `/api/knowledge-base/search?q=${query(c, i)}`, { cookie: on.cookie }));
  const product = searchOn(app, session);
  try {
    let atSmall;
    if (smallSide) {
      const seededSmall = await knowledgeUpTo(smallSide.databaseUrl, small);
      const seededLarge = await knowledgeUpTo(databaseUrl, large);
      if (seededSmall || seededLarge) await untilCorpusCounted();
      const both = await compare(clients, product, searchOn(smallApp, smallSide.session), { rounds: 3 });
      atSmall = { value: both.baseline, valueMs: both.baselineMs };
    } else {
      await knowledgeUpTo(databaseUrl, small);
      atSmall = await compare(clients, product, product, { rounds: 3 });
      await knowledgeUpTo(databaseUrl, large);
      await untilCorpusCounted();
    }
    await product(0, 0);
    const bare = await startBare('knowledge', databaseUrl, cacheDir);
    const bareClient = httpClient(bare.baseUrl, { connections: clients });
    try {
      const baseline = async (c, i) => found('the bare handler')(await bareClient.request('GET', `/search?q=${query(c, i)}`, {}));
      const vsBare = await compare(clients, product, baseline);
      return {
        growth: { value: vsBare.value, baseline: atSmall.value, largeMs: vsBare.valueMs, smallMs: atSmall.valueMs },
        bare: { value: vsBare.value, baseline: vsBare.baseline, productMs: vsBare.valueMs, bareMs: vsBare.baselineMs },
        small,
        large,
        clients,
      };
    } finally {
      bareClient.close();
      await bare.stop();
    }
  } finally {
    app.close();
    if (smallApp !== app) smallApp.close();
  }
}

/** The member figure: the members list with `q` over 10,000 members over HTTP vs MiniSearch bare over the same index. */
export async function benchMemberSearch({ session, databaseUrl, email, members = 10_000, clients = 4, cacheDir = null }) {
  if (((await pgCount(databaseUrl, 'member_search_sources')) ?? 0) < members) await seedMembers(databaseUrl, email, members);
  const bare = await startBare('member', databaseUrl, cacheDir);
  const app = httpClient(session.baseUrl, { connections: clients });
  const bareClient = httpClient(bare.baseUrl, { connections: clients });
  const query = (c, i) => encodeURIComponent(MEMBER_QUERIES[(c + i) % MEMBER_QUERIES.length]);
  try {
    const product = async (c, i) => found('the server')(await app.request('GET', `/api/company-members?q=${query(c, i)}`, { cookie: session.cookie }));
    const baseline = async (c, i) => found('the bare handler')(await bareClient.request('GET', `/search?q=${query(c, i)}`, {}));
    const result = await compare(clients, product, baseline);
    return { ...result, members, clients };
  } finally {
    app.close();
    bareClient.close();
    await bare.stop();
  }
}

/** Queries a forum reader types: a word, a compound, a reading of a title's kanji, two words, a question. */
const FORUM_QUERIES = ['心理的安全性', 'フィードバック', 'けいちょう', '評価面談 目標設定', '1on1の沈黙', 'チームの育成', 'マトリックス', '目標設定の悩み'];

/**
 * Writes the forum fixture's posts (bench/fixtures/forum.mjs, 100,000 by default) into the board's
 * read model and the forum search's index as their projections do (the same terms function from
 * the build, the same fields: the title three times with its readings, the content once). The
 * fixture's texts repeat: each title's word and each content's terms are computed once, the
 * title's number added per post (a run of its own after a space: its terms add to the word's).
 * From `from` (the posts a kept database holds already), in one transaction (a run stopped midway
 * leaves nothing), in which the postings (about 60 a post) are loaded without their table's primary
 * key and indexes (`withoutIndexes`).
 */
export async function seedForum(databaseUrl, posts, from = 0) {
  const { documentTerms } = await import(dist('platform', 'search', 'document-terms.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cache = new Map();
  const termsOf = (key, fields) => {
    if (!cache.has(key)) cache.set(key, documentTerms(fields));
    return cache.get(key);
  };
  const began = Date.now();
  try {
    const created = forumStreams({ posts, replies: 0, likes: 0, views: 0 }).map(({ events }) => events[0]);
    await client.query('BEGIN');
    const rebuild = await dropIndexes(client, 'forum_search_terms');
    const BATCH = 5000;
    for (let start = from; start < created.length; start += BATCH) {
      const batch = created.slice(start, start + BATCH).map(({ data, metadata }) => ({ ...data, at: metadata.occurredAt }));
      const terms = { term: [], id: [], weight: [] };
      const lengths = [];
      for (const post of batch) {
        const [word, number] = post.title.split(' ');
        const parts = [termsOf(`t:${word}`, [{ text: word, weight: 3, readings: true }]), documentTerms([{ text: number, weight: 3 }]), termsOf(`c:${post.content}`, [{ text: post.content, weight: 1 }])];
        const all = new Map();
        for (const part of parts) for (const [term, weight] of part.terms) all.set(term, (all.get(term) ?? 0) + weight);
        lengths.push(parts.reduce((sum, part) => sum + part.length, 0));
        for (const [term, weight] of all) {
          terms.term.push(term);
          terms.id.push(post.postId);
          terms.weight.push(weight);
        }
      }
      const column = (pick) => batch.map(pick);
      await client.query(
        `INSERT INTO forum_posts (id, category_id, author_id, title, content, search_text, created_at, updated_at)
         SELECT id, category, author, title, content, lower(title || E'\n' || content), at, at FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS t(id, category, author, title, content, at)`,
        [column((p) => p.postId), column((p) => p.categoryId), column((p) => p.authorId), column((p) => p.title), column((p) => p.content), column((p) => p.at)],
      );
      await client.query(`INSERT INTO forum_search_documents (id, term_length, revision) SELECT * FROM unnest($1::text[], $2::real[], $3::int[])`, [column((p) => p.postId), lengths, batch.map(() => 1)]);
      await client.query(`INSERT INTO forum_search_terms (term, doc_id, weight) SELECT * FROM unnest($1::text[], $2::text[], $3::real[])`, [terms.term, terms.id, terms.weight]);
      if ((start / BATCH) % 4 === 0) console.error(`seedForum: ${start + batch.length} posts in ${Math.round((Date.now() - began) / 1000)} s`);
    }
    const indexing = Date.now();
    await restoreIndexes(client, rebuild);
    await client.query('COMMIT');
    console.error(`seedForum: ${posts} posts in ${Math.round((Date.now() - began) / 1000)} s (indexes ${Math.round((Date.now() - indexing) / 1000)} s)`);
    await client.query('ANALYZE forum_posts; ANALYZE forum_search_documents; ANALYZE forum_search_terms');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Drops `table`'s primary key and indexes (in the caller's transaction); answers the statements
 * that make them again, with their definitions and names (`restoreIndexes`), as a restore does:
 * millions of postings then cost one sort per index instead of millions of scattered insertions.
 */
async function dropIndexes(client, table) {
  const { rows: keys } = await client.query(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'`, [table]);
  const { rows: indexes } = await client.query(`SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = $1 AND i.indexname <> ALL($2::text[])`, [table, keys.map((k) => k.conname)]);
  for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
  for (const { conname } of keys) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${conname}`);
  return [...keys.map((k) => `ALTER TABLE ${table} ADD CONSTRAINT ${k.conname} ${k.def}`), ...indexes.map((i) => i.indexdef)];
}

async function restoreIndexes(client, statements) {
  await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const statement of statements) await client.query(statement);
}

/** The forum figure: the posts list with `q` over the 100,000-post fixture over HTTP vs MiniSearch bare over the same index. */
export async function benchForumSearch({ session, databaseUrl, posts = 100_000, clients = 4, cacheDir = null }) {
  const seeded = ((await pgCount(databaseUrl, 'forum_search_documents')) ?? 0);
  if (seeded < posts) {
    await seedForum(databaseUrl, posts, seeded);
    await untilCorpusCounted();
  }
  const bare = await startBare('forum', databaseUrl, cacheDir);
  const app = httpClient(session.baseUrl, { connections: clients });
  const bareClient = httpClient(bare.baseUrl, { connections: clients });
  const query = (c, i) => encodeURIComponent(FORUM_QUERIES[(c + i) % FORUM_QUERIES.length]);
  try {
    const product = async (c, i) => found('the server', query(c, i))(await app.request('GET', `/api/forum/posts?limit=20&q=${query(c, i)}`, { cookie: session.cookie }));
    const baseline = async (c, i) => found('the bare handler')(await bareClient.request('GET', `/search?q=${query(c, i)}`, {}));
    const result = await compare(clients, product, baseline);
    return { ...result, posts, clients };
  } finally {
    app.close();
    bareClient.close();
    await bare.stop();
  }
}

async function pgCount(databaseUrl, table) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  } finally {
    await client.end();
  }
}

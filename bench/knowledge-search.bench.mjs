// Issue 14: the knowledge search over 5,000 entries, signed in over HTTP on the real server, vs a
// bare `node:http` handler running the same search (bare-knowledge-search-server.mjs) on the same
// database. Both answer the same passages for the same queries.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { closedLoop, httpClient, median, startChild } from './lib.mjs';

const dist = (...parts) => pathToFileURL(path.resolve(import.meta.dirname, '..', 'backend', 'dist', 'modules', 'knowledge-base', ...parts)).href;

/** Queries a reader types: words, compounds, a hiragana reading, a question without spaces. */
const QUERIES = ['心のブレーキ', '当事者意識', 'とうじしゃいしき', '働く3つの理由', '悩みを減らしたい', 'MSマトリックス', '1on1の進め方', '影響の輪'];

/**
 * Writes `count` entries into the knowledge read model as the projection does (the same term and
 * folding functions from the build): the book data's 32 entries, each repeated with a numbered
 * title and a sentence of another entry added, so that no two entries are the same.
 */
export async function seedEntries(databaseUrl, count) {
  const { KNOWLEDGE_SEED, seedContent } = await import(dist('domain', 'knowledge-seed.js'));
  const { entryTerms, foldedFields } = await import(dist('domain', 'entry-terms.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (let i = 0; i < count; i++) {
      const base = seedContent(KNOWLEDGE_SEED[i % KNOWLEDGE_SEED.length]);
      const other = seedContent(KNOWLEDGE_SEED[(i * 7 + 3) % KNOWLEDGE_SEED.length]);
      const entry = { ...base, sectionTitle: `${base.sectionTitle}（${Math.floor(i / KNOWLEDGE_SEED.length) + 1}）`, content: `${base.content}${other.content.split('。')[0]}。` };
      const { terms, length } = entryTerms(entry);
      const folded = foldedFields(entry);
      const id = `bench-${i}`;
      await client.query(
        `INSERT INTO knowledge_entries (id, book_title, chapter_number, chapter_title, section_title, content, concepts, keywords, practical_applications,
           related_topics, aliases, content_type, importance, is_active, heading_folded, body_folded, term_length, created_at, updated_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15, $16, now(), now(), 0)`,
        [id, entry.bookTitle, entry.chapterNumber, entry.chapterTitle, entry.sectionTitle, entry.content, JSON.stringify(entry.concepts), JSON.stringify(entry.keywords),
          JSON.stringify(entry.practicalApplications), JSON.stringify(entry.relatedTopics), JSON.stringify(entry.aliases), entry.contentType, entry.importance,
          folded.heading, folded.body, length],
      );
      await client.query(`INSERT INTO knowledge_terms (term, entry_id, weight) SELECT unnest($1::text[]), $2, unnest($3::real[])`, [[...terms.keys()], id, [...terms.values()]]);
    }
    await client.query('COMMIT');
    await client.query('ANALYZE knowledge_entries; ANALYZE knowledge_terms');
  } finally {
    await client.end();
  }
}

/** Answers searches/s of both sides (medians over alternating rounds) and their median latencies. */
export async function benchKnowledgeSearch({ session, databaseUrl, entries = 5000, clients = 4, rounds = 5, seconds = 2 }) {
  await seedEntries(databaseUrl, entries);
  const bare = await startChild(path.join(import.meta.dirname, 'bare-knowledge-search-server.mjs'), { DATABASE_URL: databaseUrl });
  const app = httpClient(session.baseUrl, { connections: clients });
  const bareClient = httpClient(bare.baseUrl, { connections: clients });
  const query = (c, i) => encodeURIComponent(QUERIES[(c + i) % QUERIES.length]);
  const expectPassages = (res, who) => {
    if (res.status !== 200) throw new Error(`${who} answered ${res.status}: ${res.body.slice(0, 300)}`);
    const passages = JSON.parse(res.body);
    if (passages.length === 0) throw new Error(`${who} found nothing`);
    return passages;
  };
  const subject = async (c, i) => expectPassages(await app.request('GET', `/api/knowledge-base/search?q=${query(c, i)}`, { cookie: session.cookie }), 'the server');
  const baseline = async (c, i) => expectPassages(await bareClient.request('GET', `/search?q=${query(c, i)}`, {}), 'the bare handler');
  try {
    // Same answers on both sides.
    const [a, b] = [await subject(0, 0), await baseline(0, 0)];
    if (JSON.stringify(a.map((p) => p.entryId)) !== JSON.stringify(b.map((p) => p.entryId))) throw new Error('the server and the bare handler answer different passages');
    await closedLoop(clients, 1, subject);
    await closedLoop(clients, 1, baseline);
    const http = [];
    const plain = [];
    for (let r = 0; r < rounds; r++) {
      const pair = r % 2 === 0 ? [[http, subject], [plain, baseline]] : [[plain, baseline], [http, subject]];
      for (const [runs, send] of pair) runs.push(await closedLoop(clients, seconds, send));
    }
    return {
      value: median(http.map((run) => run.perSecond)),
      baseline: median(plain.map((run) => run.perSecond)),
      httpMs: median(http.flatMap((run) => run.latencies)),
      bareMs: median(plain.flatMap((run) => run.latencies)),
      entries,
      clients,
    };
  } finally {
    app.close();
    bareClient.close();
    await bare.stop();
  }
}

// The baseline of the search figures (issue 32): a bare `node:http` handler answering the same
// queries from MiniSearch, a well-known in-process search library, over the same corpus with the
// same tokenisation (the product's own terms: words, bigrams and readings, read from the index its
// projection wrote). It answers the same shape as the product: the best rows, read by id, with
// the same passage cut around the matches (knowledge) or the members' names (members). No
// framework, no session, no validation: the floor. Run as a child by search.bench.mjs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import pg from 'pg';

const dist = (...parts) => pathToFileURL(path.resolve(import.meta.dirname, '..', 'backend', 'dist', 'platform', 'search', ...parts)).href;
const { analyseQuery } = await import(dist('query.js'));
const { snippet } = await import(dist('snippet.js'));

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
/** Which index: `knowledge` (knowledge_terms by entry_id), `forum` (forum_search_terms) or `member` (member_search_terms by doc_id). */
const KIND = process.env.SEARCH_KIND;
const postings = { knowledge: { table: 'knowledge_terms', doc: 'entry_id' }, forum: { table: 'forum_search_terms', doc: 'doc_id' }, member: { table: 'member_search_terms', doc: 'doc_id' } }[KIND];
const LIMIT = KIND === 'member' ? 100 : 20;

// The same terms as the product's index, each repeated by its weight (MiniSearch counts occurrences).
const options = { fields: ['terms'], tokenize: (text) => text.split(' '), processTerm: (term) => term, searchOptions: { combineWith: 'OR' } };
/**
 * With MINISEARCH_CACHE (a file; search-only.mjs with BENCH_KEEP_DB), the index built at the first
 * run is saved there with the number of postings it was built from, and loaded while the table
 * still holds that many: a kept corpus is not indexed again at each run.
 */
const cache = process.env.MINISEARCH_CACHE;
const postingCount = async () => (await pool.query(`SELECT count(*)::int AS n FROM ${postings.table}`)).rows[0].n;
async function build() {
  const built = new MiniSearch(options);
  const { rows } = await pool.query(`SELECT ${postings.doc} AS id, string_agg(repeat(term || ' ', greatest(round(weight)::int, 1)), '') AS terms FROM ${postings.table} GROUP BY ${postings.doc}`);
  built.addAll(rows.map((row) => ({ id: row.id, terms: row.terms.trim() })));
  return built;
}
async function loadOrBuild() {
  if (!cache) return build();
  const count = await postingCount();
  const meta = `${cache}.count`;
  if (fs.existsSync(cache) && fs.existsSync(meta) && Number(fs.readFileSync(meta, 'utf8')) === count) return MiniSearch.loadJSON(fs.readFileSync(cache, 'utf8'), options);
  const built = await build();
  try {
    fs.writeFileSync(cache, JSON.stringify(built));
    fs.writeFileSync(meta, String(count));
  } catch (error) {
    // An index too large for one string: built again at the next run.
    console.error(`the MiniSearch index was not cached: ${error}`);
  }
  return built;
}
const index = await loadOrBuild();

async function search(q) {
  const terms = [...analyseQuery(q).terms.keys()];
  const ids = index.search(terms.join(' ')).slice(0, LIMIT).map((hit) => hit.id);
  if (KIND === 'knowledge') {
    const found = (await pool.query(`SELECT id AS "entryId", book_title AS "bookTitle", section_title AS "sectionTitle", content FROM knowledge_entries WHERE id = ANY($1::text[])`, [ids])).rows;
    const byId = new Map(found.map((row) => [row.entryId, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { content, ...rest } = row;
      const passage = snippet(content, q);
      return [{ ...rest, snippet: passage.text, highlights: passage.highlights }];
    });
  }
  if (KIND === 'forum') {
    const found = (await pool.query(`SELECT id, title, content, category_id AS "categoryId", author_id AS "authorId", created_at AS "createdAt" FROM forum_posts WHERE id = ANY($1::text[])`, [ids])).rows;
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { content, ...rest } = row;
      const passage = snippet(content, q, 200);
      return [{ ...rest, excerpt: passage.text, highlights: { title: snippet(row.title, q, row.title.length).highlights, excerpt: passage.highlights } }];
    });
  }
  const found = (await pool.query(
    `SELECT m.id, m.last_name || ' ' || m.first_name AS "displayName", m.furigana, p.name AS "positionName", d.name AS "departmentName"
       FROM company_members m LEFT JOIN positions p ON p.id = m.position_id LEFT JOIN departments d ON d.id = m.department_id WHERE m.id = ANY($1::text[])`,
    [ids],
  )).rows;
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
}

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (url.pathname === '/api/health') return answer(res, 200, { status: 'ok' });
  if (req.method !== 'GET' || url.pathname !== '/search') return answer(res, 404, { statusCode: 404 });
  try {
    answer(res, 200, await search(url.searchParams.get('q') ?? ''));
  } catch (error) {
    answer(res, 400, { statusCode: 400, message: String(error) });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

// `npm run bench`: every figure is a ratio of the subject against a baseline measured in the
// same run on the same machine (never an absolute time). Writes bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { startPostgres } from './lib.mjs';
import { prepareEventStoreDb, benchSingleAppends, benchBatchAppends } from './event-store.bench.mjs';

process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

const results = [];
function record(name, unit, target, { value, baseline }, note) {
  const entry = { name, value: Math.round(value), unit, baseline: Math.round(baseline), ratio: Number((value / baseline).toFixed(3)), target };
  results.push(entry);
  const ok = entry.ratio >= target ? 'ok ' : 'LOW';
  console.log(`${ok} ${name}: ${entry.value} ${unit} vs baseline ${entry.baseline} → ratio ${entry.ratio} (target ≥ ${target})${note ? `  ${note}` : ''}`);
}

const pg = await startPostgres();
try {
  await prepareEventStoreDb(pg.url);
  record('event-store single append', 'events/s', 0.7, await benchSingleAppends(pg.url), '(port vs plain INSERT, one connection)');
  const batch = await benchBatchAppends(pg.url);
  record('event-store 100-event batch append', 'events/s', 0.7, batch, `(${Math.round(batch.value)} events/s; should pass 30,000)`);
} finally {
  await pg.stop();
}

const out = path.join(import.meta.dirname, 'results.json');
fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
const low = results.filter((r) => r.ratio < r.target);
if (low.length) console.log(`${low.length} figure(s) below target: ${low.map((r) => r.name).join(', ')}`);

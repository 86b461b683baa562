// Summarises a V8 CPU profile (`BENCH_CPU_PROF_DIR=/tmp/x node bench/forum.bench.mjs` writes one
// per server start): busy time, then self time by package and self and inclusive time by function,
// each with its share of the busy time. Inclusive time counts a function once per sample however
// deep it recurs; for async code it is the synchronous part up to each `await`.
// Usage: node bench/cpu-profile-summary.mjs FILE [top=40] [filter=''] [skipSeconds=0]
// (skipSeconds leaves out the start-up, e.g. 6 s for the real server before the timed requests).
import fs from 'node:fs';

const [file, top = '40', filter = '', skipSeconds = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpu-profile-summary.mjs FILE [top] [filter] [skipSeconds]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

const timeByNode = new Map();
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i] ?? 0;
  if (clock < Number(skipSeconds) * 1e6) continue;
  timeByNode.set(profile.samples[i], (timeByNode.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const shortUrl = (url) => url.replace(/^.*node_modules\//, 'nm:').replace(/^.*\/backend\/dist\//, 'dist:').replace(/^file:\/\//, '');
const nameOf = (n) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const packageOf = (n) => {
  const url = n.callFrame.url;
  const inModules = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.includes('/backend/dist/')) return `backend:${url.replace(/^.*\/backend\/dist\//, '').split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return 'node:';
  return url || n.callFrame.functionName;
};

const self = new Map();
const inclusive = new Map();
const byPackage = new Map();
let total = 0;
let idle = 0;
for (const [id, time] of timeByNode) {
  const node = nodes.get(id);
  total += time;
  if (node.callFrame.functionName === '(idle)') {
    idle += time;
    continue;
  }
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + time);
  byPackage.set(packageOf(node), (byPackage.get(packageOf(node)) ?? 0) + time);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = nameOf(nodes.get(at));
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + time);
  }
}

const busy = total - idle;
const print = (title, map) => {
  console.log(`\n${title} (ms, share of busy time)`);
  [...map]
    .filter(([name]) => name.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(top))
    .forEach(([name, time]) => console.log(`${(time / 1000).toFixed(0).padStart(7)} ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${name}`));
};
console.log(`sampled ${(total / 1e6).toFixed(1)} s: idle ${(idle / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s`);
print('self by package', byPackage);
print('self by function', self);
print('inclusive by function', inclusive);

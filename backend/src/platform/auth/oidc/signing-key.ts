import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The embedded issuer's RS256 signing key: generated once and kept under the data directory, so
 * ID tokens and issuer sessions stay valid across restarts. Concurrent first starts (parallel
 * test files) race safely: the file is published with an atomic link and the loser reads it.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<JWK> {
  const file = path.join(dataDir, 'oidc-signing-key.json');
  const existing = await readKey(file);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await fs.mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, JSON.stringify(jwk), { mode: 0o600 });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
  const stored = await readKey(file);
  if (!stored) throw new Error(`Could not read the issuer signing key at ${file}`);
  return stored;
}

async function readKey(file: string): Promise<JWK | undefined> {
  try {
    const jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK;
    return jwk.kty === 'RSA' && jwk.d ? jwk : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The public half, for verifying what the embedded issuer signed without an HTTP round trip. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

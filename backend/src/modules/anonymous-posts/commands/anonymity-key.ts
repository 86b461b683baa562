import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../../platform/config/app-config.js';

/** The file under DATA_DIR holding the generated key when `ANONYMITY_KEY` is unset (never in production). */
export const ANONYMITY_KEY_FILE = 'anonymity-key';

/**
 * The key of the ownership proofs (decision 0057): `ANONYMITY_KEY` when set (production refuses
 * to start without it, `assertProductionSecrets`); otherwise a random key generated once per
 * DATA_DIR and kept there, readable by its owner only, so a restart keeps every author's
 * ownership. Never a default, never derived from another secret, never logged or answered.
 * Concurrent first starts race safely, as the issuer's signing key does.
 */
export async function loadAnonymityKey(config: Pick<AppConfig, 'anonymityKey' | 'dataDir'>): Promise<Buffer> {
  if (config.anonymityKey) return Buffer.from(config.anonymityKey, 'utf8');
  const file = path.join(config.dataDir, ANONYMITY_KEY_FILE);
  const existing = await readKey(file);
  if (existing) return existing;
  await fs.mkdir(config.dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(temp).catch(() => undefined);
  }
  const stored = await readKey(file);
  if (!stored) throw new Error(`Could not read the anonymity key at ${file}`);
  return stored;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    return /^[0-9a-f]{64}$/.test(text) ? Buffer.from(text, 'utf8') : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

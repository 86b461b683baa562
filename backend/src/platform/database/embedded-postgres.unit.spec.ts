import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { grantPassage } from './embedded-postgres.mjs';

const modeOf = (dir: string) => fs.statSync(dir).mode & 0o777;

describe('grantPassage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-passage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lets other users pass through private ancestors, without letting them list them', () => {
    const checkout = path.join(root, 'app');
    const bin = path.join(checkout, 'node_modules', 'pg', 'bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.chmodSync(checkout, 0o700);
    fs.chmodSync(root, 0o700);

    grantPassage([path.join(bin, 'postgres')]);

    expect(modeOf(root)).toBe(0o701);
    expect(modeOf(checkout)).toBe(0o701);
  });

  it('leaves directories that already let others through as they were', () => {
    const open = path.join(root, 'open');
    fs.mkdirSync(open, { mode: 0o755 });
    fs.chmodSync(open, 0o755);
    fs.chmodSync(root, 0o711);

    grantPassage([path.join(open, 'cluster')]);

    expect(modeOf(root)).toBe(0o711);
    expect(modeOf(open)).toBe(0o755);
  });
});

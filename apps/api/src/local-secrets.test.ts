import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { withLocalSecrets } from './local-secrets';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'mhp-secrets-'));

describe('secrets outside production', () => {
  it('are random per install, kept in DATA_DIR readable by the owner only', async () => {
    const dirA = await tempDir();
    const first = await withLocalSecrets(loadConfig({ DATA_DIR: dirA }));
    const again = await withLocalSecrets(loadConfig({ DATA_DIR: dirA }));
    const other = await withLocalSecrets(loadConfig({ DATA_DIR: await tempDir() }));

    expect(first.jwt.accessSecret).toHaveLength(64);
    expect(first.jwt.accessSecret).not.toBe(first.jwt.refreshSecret);
    // A restart keeps them (sign-ins survive); another install has its own.
    expect(again.jwt).toEqual(first.jwt);
    expect(other.jwt.accessSecret).not.toBe(first.jwt.accessSecret);

    const file = path.join(dirA, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain(first.jwt.refreshSecret);
  });

  it('are never a published value, and the environment still wins', async () => {
    const dir = await tempDir();
    const config = await withLocalSecrets(
      loadConfig({ DATA_DIR: dir, JWT_ACCESS_SECRET: 'x'.repeat(40) }),
    );
    expect(config.jwt.accessSecret).toBe('x'.repeat(40));
    expect(config.jwt.refreshSecret).not.toMatch(/dev|change-me/);
  });

  it('listen on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

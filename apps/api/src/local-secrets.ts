import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

interface StoredSecrets {
  jwtAccess: string;
  jwtRefresh: string;
}

const FILE_NAME = 'secrets.json';

/**
 * Outside production, JWT secrets the environment does not set are random, made on the first
 * start and kept in DATA_DIR/secrets.json (readable by its owner only), so every install has
 * its own, no one can forge tokens with a published value, and sign-ins survive a restart.
 * Production never gets here: it must set both (config.ts refuses to start otherwise).
 */
export async function withLocalSecrets(config: Config): Promise<Config> {
  const { fromEnvironment } = config.jwt;
  if (config.env === 'production' || (fromEnvironment.access && fromEnvironment.refresh)) {
    return config;
  }
  const stored = await readOrCreateSecrets(config.dataDir);
  return {
    ...config,
    jwt: {
      ...config.jwt,
      accessSecret: fromEnvironment.access ? config.jwt.accessSecret : stored.jwtAccess,
      refreshSecret: fromEnvironment.refresh ? config.jwt.refreshSecret : stored.jwtRefresh,
    },
  };
}

async function readOrCreateSecrets(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, FILE_NAME);
  const existing = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Partial<StoredSecrets>,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing?.jwtAccess && existing.jwtRefresh) {
    // An older copy may have been made with looser permissions: tighten them.
    await chmod(file, 0o600);
    return existing as StoredSecrets;
  }
  const secrets: StoredSecrets = {
    jwtAccess: randomBytes(48).toString('base64url'),
    jwtRefresh: randomBytes(48).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secrets;
}

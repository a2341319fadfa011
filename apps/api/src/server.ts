import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { isEmpty, seed } from './db/seed';
import { withLocalSecrets } from './local-secrets';

/**
 * Process entry: validate the environment, open and migrate the database, seed an empty one,
 * listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight
 * requests, close sockets and the database) so a restart on the same DATA_DIR loses nothing.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  config = await withLocalSecrets(config);
  const startedAt = performance.now();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (await isEmpty(database.db)) {
    const report = await seed(database.db);
    app.log.info({ report }, 'seeded the empty database with demo content');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      mailer: app.mailer.kind,
      startupMs: Math.round(performance.now() - startedAt),
    },
    'ready',
  );
}

main().catch((error) => {
  console.error('Failed to start:', error);
  process.exit(1);
});

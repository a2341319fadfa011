import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-from-config';
import { seed } from './seed';

/**
 * `npm run seed`: migrate, then add any demo content that is missing (safe to repeat). In
 * production there is no demo editor: `npm run grant-editor` makes editors.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  // No demo editor in production (ADR 024); a re-run there takes an earlier one's roles.
  const report = await seed(database.db, { production: config.env === 'production' });
  console.log('Seed complete:', report);
} finally {
  await database.close();
}

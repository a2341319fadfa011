import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-from-config';
import { seed } from './seed';

/** `npm run seed`: migrate, then add any demo content that is missing (safe to repeat). */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const report = await seed(database.db);
  console.log('Seed complete:', report);
} finally {
  await database.close();
}

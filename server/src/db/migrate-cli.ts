// `npm run db:migrate`: apply the migrations and exit, as a release step before new instances start
// (docs/decisions/0057). Reads the same .env and variables as the server (DATABASE_URL, else DATA_DIR's PGlite); on
// PostgreSQL it takes the same advisory lock as a starting instance, so running it beside them is safe.
import { loadDotEnv, loadEnv } from '../env';
import { createDatabase } from './client';
import { migrate } from './migrate';

async function run(): Promise<void> {
  loadDotEnv();
  const config = loadEnv();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    await migrate(database);
    console.log(`[db:migrate] ${database.kind}: migrations applied in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(`[db:migrate] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

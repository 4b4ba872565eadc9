#!/usr/bin/env node
import { loadApiConfig } from './config/loadApiConfig.js';
import { resolveDataDir } from './db/createDatabase.js';
import { startApi } from './startApi.js';

async function main(): Promise<void> {
  const config = loadApiConfig();
  const api = await startApi(config);
  const storage = config.storage.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${resolveDataDir(config.storage.dataDir)}`;
  console.log(`Kit API listening on ${api.url}`);
  console.log(`  storage:  ${storage}`);
  console.log(`  chains:   ${config.chains.map((chain) => `${chain.id} ${chain.rpcUrl}`).join(', ') || 'none'}`);
  console.log(`  projects: ${config.projects.map((project) => project.id).join(', ') || 'none'}`);
  console.log(`  indexer:  ${config.indexer.enabled ? 'on' : 'off'}`);
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping the Kit API...`);
    void api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

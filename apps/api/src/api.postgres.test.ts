import { describe, it } from 'vitest';
import { defineApiSuite } from './testing/defineApiSuite.js';
import { findPostgresBinaries, startTestPostgres } from './testing/startTestPostgres.js';

// The shared integration suite on a real PostgreSQL started from the machine's binaries
// (initdb in a temp dir, a free loopback port; as `nobody` when running as root).
const binaries = findPostgresBinaries();

if (binaries) {
  defineApiSuite('Kit API on PostgreSQL', async () => {
    const server = await startTestPostgres(binaries);
    return { storage: { databaseUrl: server.url }, cleanup: () => server.stop() };
  });
} else {
  describe('Kit API on PostgreSQL', () => {
    it.skip('skipped: no PostgreSQL binaries (set KIT_PG_BIN or install postgresql, e.g. apt-get install postgresql)', () => undefined);
  });
  console.warn('Kit API PostgreSQL suite skipped: no initdb/postgres found under /usr/lib/postgresql/*/bin or KIT_PG_BIN');
}

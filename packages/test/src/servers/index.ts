// `@kit/test/servers` (Node only): real PostgreSQL and Redis servers from the machine's Debian
// packages on free ports, for the cluster tests, `npm run cluster` and the benchmarks.
export { freePort } from './freePort.js';
export { findPostgresBinaries, type LocalPostgres, startPostgres, type StartPostgresOptions } from './startPostgres.js';
export { findRedisServer, type LocalRedis, startRedis, type StartRedisOptions } from './startRedis.js';

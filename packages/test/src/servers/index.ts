// `@kit/test/servers` (Node only): real PostgreSQL and Redis servers from the machine's Debian
// packages on free ports, for the cluster tests, `npm run cluster` and the benchmarks.
export { freePort } from './freePort.js'
export { findPostgresBinaries, type LocalPostgres, type StartPostgresOptions, startPostgres } from './startPostgres.js'
export { findRedisServer, type LocalRedis, type StartRedisOptions, startRedis } from './startRedis.js'

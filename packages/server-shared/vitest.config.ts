import { defineConfig } from 'vitest/config'

// The PostgreSQL tests start a real server from the machine's binaries: generous timeouts.
export default defineConfig({
  test: {
    name: 'server-shared',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})

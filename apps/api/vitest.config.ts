import { defineConfig } from 'vitest/config'

// Integration suites start real anvil chains, PGlite and a real PostgreSQL: generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})

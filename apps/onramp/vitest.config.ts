import { defineConfig } from 'vitest/config'

// Integration suites start real servers (anvil, the sandbox, Chromium): generous timeouts.
export default defineConfig({
  test: {
    name: 'onramp',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})

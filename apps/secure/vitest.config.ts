import { defineConfig } from 'vitest/config'

// Integration suites start real servers (SMTP, OIDC, PGlite, anvil, Chromium): generous timeouts.
export default defineConfig({
  test: {
    name: 'secure',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})

import { defineConfig } from 'vitest/config'

/** Node tests against a real anvil (started per test file on a free port). */
export default defineConfig({
  test: {
    name: '@kit/adapters-eip155',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})

import { defineConfig } from 'vitest/config'

/** Node tests: wagmi against a real anvil (started per test file on a free port). */
export default defineConfig({
  test: {
    name: '@kit/adapters-wagmi',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Node tests against a real local Bitcoin service (started per test file on a free port). */
export default defineConfig({
  // @kit/devnet and @kit/test from source, so the tests do not depend on their builds.
  resolve: {
    alias: {
      '@kit/devnet': fileURLToPath(new URL('../../apps/devnet/src/index.ts', import.meta.url)),
      '@kit/test': fileURLToPath(new URL('../test/src/exports/index.ts', import.meta.url)),
    },
  },
  test: {
    name: '@kit/adapters-bip122',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})

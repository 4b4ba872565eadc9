import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Node tests against a real local Solana devnet (started per test file on free ports). */
export default defineConfig({
  // @kit/devnet from source, so the tests do not depend on its build having run.
  resolve: { alias: { '@kit/devnet': fileURLToPath(new URL('../../apps/devnet/src/index.ts', import.meta.url)) } },
  test: {
    name: '@kit/adapters-solana',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

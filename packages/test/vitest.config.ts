import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Tests use @kit/devnet from source so they do not depend on its build having run.
  resolve: { alias: { '@kit/devnet': fileURLToPath(new URL('../../apps/devnet/src/index.ts', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
})

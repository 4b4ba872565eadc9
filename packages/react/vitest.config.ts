import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Tests default to Node (server rendering); DOM tests opt into happy-dom with a
 * `// @vitest-environment happy-dom` docblock.
 *
 * `@kit/ui` resolves to a stub: @kit/react uses only its public `defineElements()`, and these
 * unit tests must pass whether or not the UI package is built (createAppKit.test.ts mocks it).
 */
export default defineConfig({
  resolve: {
    alias: { '@kit/ui': fileURLToPath(new URL('./src/test/kitUi.ts', import.meta.url)) },
  },
  test: {
    name: 'react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
  },
})

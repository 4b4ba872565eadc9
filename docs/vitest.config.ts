import { defineConfig } from 'vitest/config'

// The docs' checks: code samples compile, links and anchors resolve, every public name has an entry.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
})

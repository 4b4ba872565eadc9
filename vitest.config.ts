import { defineConfig } from 'vitest/config'

// Unit and integration tests of every package and app; Playwright specs (e2e/) are not collected.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'docs'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
  },
})

import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

/**
 * UI tests run in real headless Chromium (Vitest browser mode + Playwright).
 * Chromium comes from Debian (`/usr/bin/chromium`); nothing is downloaded.
 * Override the binary with `KIT_CHROMIUM_PATH` when it lives elsewhere.
 */
export default defineConfig({
  // Test files are excluded from tsconfig.json (so `tsc -b` does not emit them), so the
  // transformer cannot pick the decorator settings up from there: mirror them here
  // (`experimentalDecorators: true`, `useDefineForClassFields: false`).
  oxc: {
    decorator: { legacy: true },
    assumptions: { setPublicClassFields: true },
    typescript: { removeClassFieldsWithoutInitializer: true },
  },
  optimizeDeps: {
    // Pre-bundle up front so Vite never reloads the page in the middle of a run.
    include: [
      'axe-core',
      'lit',
      'lit/decorators.js',
      'lit/directives/*.js',
      'lit/static-html.js',
      '@lit/context',
      'valtio/vanilla',
      'zod',
      'zod/mini',
      'zod/locales',
      'uqr',
      'jsqr',
    ],
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/internal/testSetup.test-utils.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})

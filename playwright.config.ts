import { defineConfig } from '@playwright/test'
import { stack } from './e2e/support/stack.js'

// End-to-end tests in Debian's Chromium (never a downloaded browser) against the demo built
// with the whole local stack on test ports, so a running `npm start` does not collide.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: stack.demoUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/stack.mjs --preview',
    url: stack.demoUrl,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      KIT_DEMO_PORT: String(stack.demoPort),
      KIT_ANVIL_PORT: String(stack.anvilPort),
      KIT_ANVIL_BASE_PORT: String(stack.basePort),
      KIT_RELAY_PORT: String(stack.relayPort),
      KIT_API_PORT: String(stack.apiPort),
      KIT_SECURE_PORT: String(stack.securePort),
      KIT_SMTP_PORT: String(stack.smtpPort),
      KIT_DATA_DIR: `test-results/kit-data-${Date.now()}`,
      KIT_SOLANA_PORT: String(stack.solanaPort),
      KIT_SOLANA_WS_PORT: String(stack.solanaPort + 1),
      KIT_BITCOIN_PORT: String(stack.bitcoinPort),
      KIT_ONRAMP_PORT: String(stack.onrampPort),
      KIT_BUNDLER_PORT: String(stack.bundlerPort),
    },
  },
})

import { defineConfig } from 'vitest/config'

/** Node tests against a real relay (`createRelay` on a free port) and a real WalletKit wallet. */
export default defineConfig({
  test: {
    name: '@kit/walletconnect',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})

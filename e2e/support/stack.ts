// Ports of the stack the end-to-end tests start (see playwright.config.ts); each overridable.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

const demoPort = port('KIT_E2E_DEMO_PORT', 5273)
const anvilPort = port('KIT_E2E_ANVIL_PORT', 8645)
const basePort = port('KIT_E2E_ANVIL_BASE_PORT', 8646)
const relayPort = port('KIT_E2E_RELAY_PORT', 8688)
const apiPort = port('KIT_E2E_API_PORT', 8687)
const solanaPort = port('KIT_E2E_SOLANA_PORT', 8699)
const bitcoinPort = port('KIT_E2E_BITCOIN_PORT', 3102)
// Email and social login: apps/secure (frame, auth server, local OIDC provider) and its SMTP catcher.
const securePort = port('KIT_E2E_SECURE_PORT', 5280)
const smtpPort = port('KIT_E2E_SMTP_PORT', 2625)
// The on-ramp sandbox (apps/onramp): hosted checkout and payouts on the local chains.
const onrampPort = port('KIT_E2E_ONRAMP_PORT', 8689)
// The ERC-4337 bundler (alto, chain 31337) the embedded wallet's smart account sends user operations to.
// Only the secure frame talks to it (the stack hands it the URL), so by default it takes a free port (0).
const bundlerPort = port('KIT_E2E_BUNDLER_PORT', 0)

export const stack = {
  demoPort,
  anvilPort,
  basePort,
  relayPort,
  apiPort,
  solanaPort,
  bitcoinPort,
  demoUrl: `http://127.0.0.1:${demoPort}`,
  anvilUrl: `http://127.0.0.1:${anvilPort}`,
  baseUrl: `http://127.0.0.1:${basePort}`,
  relayUrl: `ws://127.0.0.1:${relayPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  solanaUrl: `http://127.0.0.1:${solanaPort}`,
  solanaWsUrl: `ws://127.0.0.1:${solanaPort + 1}`,
  bitcoinUrl: `http://127.0.0.1:${bitcoinPort}`,
  securePort,
  smtpPort,
  onrampPort,
  onrampUrl: `http://127.0.0.1:${onrampPort}`,
  bundlerPort,
  /** The secure origin; its caught mails are at `${secureUrl}/inbox.json?to=<email>`. */
  secureUrl: `http://127.0.0.1:${securePort}`,
}

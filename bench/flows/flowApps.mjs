// The pages bench/flows/sideBySide.mjs runs: each kit's minimal page (bench/lib/kitShapes/minimal.mjs),
// with its WalletConnect relay URL taken from the page's `?relay=` where the kit lets an app set it,
// so the QR flow pairs through the local relay (@kit/relay) instead of a blocked public one.
// Derived from the minimal page's source by one replacement each, which must match: a minimal
// page that changes shape stops this bench with a clear error instead of a page without the relay.
import { shapes } from '../lib/kitApps.mjs'
import { projectId } from '../lib/kitShapes/shared.mjs'

const relayFromQuery = `const relayUrl = new URLSearchParams(location.search).get('relay') ?? undefined\n`

/**
 * kit name → the text in the minimal page, its replacement and an import to add, for the kits
 * whose relay URL an app can set.
 */
const withRelay = {
  kit: { from: 'walletConnect({ projectId })', to: 'walletConnect({ projectId, relayUrl })' },
  // RainbowKit passes walletConnectParameters to wagmi's walletConnect connector, which passes
  // relayUrl on to WalletConnect's EthereumProvider.
  // qr 0.5.5: RainbowKit 2.2 draws its QR code with cuer, which takes qr@~0; qr 0.6 and later
  // refuse the border of 0 cuer asks for, so a fresh install draws no QR code at all (the page
  // throws 'invalid border=0'). Pinned to the last 0.5, as the app's author would have to.
  rainbowkit: {
    from: "projectId: '",
    to: "walletConnectParameters: { relayUrl }, projectId: '",
    dependencies: { qr: '0.5.5' },
  },
  // ConnectKit's getDefaultConfig takes no relay URL but lets the app give its connectors: wagmi's
  // walletConnect connector as ConnectKit makes it (no QR modal of its own), with the relay URL.
  // The other default connectors (Coinbase, Safe) are left out: less for ConnectKit to load.
  connectkit: {
    from: 'walletConnectProjectId: ',
    to: `connectors: [walletConnect({ projectId: '${projectId}', showQrModal: false, relayUrl })], walletConnectProjectId: `,
    imports: "import { walletConnect } from 'wagmi/connectors'\n",
  },
  // AppKit takes no relay URL, but an app may give createAppKit its own WalletConnect
  // UniversalProvider (its `universalProvider` option), started on the relay.
  appkit: {
    from: 'createAppKit({ adapters',
    to: 'createAppKit({ universalProvider: await UniversalProvider.init({ projectId, relayUrl }), adapters',
    imports: "import UniversalProvider from '@walletconnect/universal-provider'\n",
    dependencies: { '@walletconnect/universal-provider': '^2' },
  },
}

/** The flows pages: the minimal page's kits (bare wagmi aside: its page shows no account to time). */
export function flowKits() {
  const kits = {}
  for (const [name, kit] of Object.entries(shapes.minimal)) {
    if (name === 'wagmi') continue
    const replacement = withRelay[name]
    if (!replacement) {
      kits[name] = kit
      continue
    }
    const { from, to, imports = '', dependencies = {} } = replacement
    if (!kit.main.includes(from)) throw new Error(`bench/flows/flowApps.mjs: the minimal ${name} page no longer has "${from}"`)
    const importsEnd = kit.main.lastIndexOf('\nimport ') + 1
    const afterImports = kit.main.indexOf('\n', importsEnd) + 1
    const main = kit.main.slice(0, afterImports) + imports + relayFromQuery + kit.main.slice(afterImports).replace(from, to)
    kits[name] = { ...kit, main, dependencies: (tarball) => ({ ...kit.dependencies(tarball), ...dependencies }) }
  }
  return kits
}

const noEmail = 'no email login'
/** Why the flows other than connect and QR are not measured on a kit's page (Kit's run in the demo). */
export const kitOnlyFlows = {
  kit: { others: 'email, SIWX, swap and send are not on the minimal page; the Kit demo column has them' },
  rainbowkit: {
    emailCode: noEmail,
    lastDigit: noEmail,
    siwx: 'SIWE through an authentication adapter the app writes (nonce, verify, session): none written here',
    swap: 'no swap',
    send: 'no send view',
  },
  connectkit: {
    emailCode: noEmail,
    lastDigit: noEmail,
    siwx: 'SIWE through SIWEProvider endpoints the app writes: none written here',
    swap: 'no swap',
    send: 'no send view',
  },
  appkit: {
    emailCode: "email login runs in Reown's hosted frame and API (secure.walletconnect.org), blocked offline",
    lastDigit: "email login runs in Reown's hosted frame and API (secure.walletconnect.org), blocked offline",
    siwx: "its default SIWX is Reown's hosted authentication (blocked); a custom one is app-written: none here",
    swap: "quotes come from Reown's API (api.web3modal.org), blocked offline",
    send: "the Send view reads balances from Reown's API, blocked offline",
  },
}

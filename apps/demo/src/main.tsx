import { eip155Adapter } from '@kit/adapters-eip155'
import { solanaAdapter } from '@kit/adapters-solana'
import { kitSiwx, lazyAdapter } from '@kit/core'
import { AppKitProvider, createAppKit } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'
import {
  allNetworks,
  apiUrl,
  featuresOverride,
  localeOverride,
  manualWCControlOverride,
  metadata,
  projectId,
  relayUrl,
  secureUrl,
  siwxOverride,
  solanaUsdcMint,
} from './config.js'

// WalletConnect through the local relay; sign-client itself loads only when WalletConnect is used.
// Verify is skipped: it cannot reach its server offline and would delay every request by 5 s.
const walletConnectHandle = walletConnect({
  relayUrl,
  projectId,
  metadata: { ...metadata, url: location.origin },
  disableVerify: true,
})

const siwxMode = siwxOverride(location.search)

const kit = createAppKit({
  projectId,
  networks: [...allNetworks],
  adapters: [
    eip155Adapter({ walletConnect: walletConnectHandle }),
    // Solana's adapter is a small shell: discovery loads when the kit mounts, web3.js on the first RPC call.
    // The devnet's USDC mint is named here (mints carry no symbol on chain): the Send view offers it.
    solanaAdapter({ walletConnect: walletConnectHandle, tokens: [{ mint: solanaUsdcMint, symbol: 'USDC', name: 'USD Coin' }] }),
    // The Bitcoin adapter is a small chunk loaded when the kit mounts; bitcoinjs-lib and secp256k1
    // (@kit/adapters-bip122/psbt) load on the first send.
    lazyAdapter({
      namespace: 'bip122',
      load: () => import('@kit/adapters-bip122').then(({ bitcoinAdapter }) => bitcoinAdapter({ walletConnect: walletConnectHandle })),
    }),
  ],
  metadata,
  // Email and social login through the secure frame (apps/secure); its code loads on first use.
  secureOrigin: secureUrl,
  themeMode: new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
  // The Kit API (tokens, NFTs, activity, identity, wallet catalogue, analytics, remote config).
  apiUrl,
  features: featuresOverride(location.search),
  manualWCControl: manualWCControlOverride(location.search),
  // The modal's language: `?locale=ar` (apps switch it live with setLocale).
  locale: localeOverride(location.search),
  // `?embedded=on`: AppKit's embedded mode, the modal sits in the page (docs/rules/screens.md).
  enableEmbedded: new URLSearchParams(location.search).get('embedded') === 'on',
  // Sign in with the wallet (`?siwx=required|optional`): sessions kept by the Kit API.
  ...(siwxMode ? { siwx: kitSiwx({ required: siwxMode === 'required' }) } : {}),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <App kit={kit} />
    </AppKitProvider>
  </StrictMode>,
)

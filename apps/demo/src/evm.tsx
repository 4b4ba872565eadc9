// The EVM-only demo (evm.html): the React demo with the eip155 adapter alone. bench/first-load.mjs
// compares its first load with the main page (EVM, Solana and Bitcoin), so the Solana and Bitcoin
// adapters existing as packages is seen not to grow an EVM-only app.
import { eip155Adapter } from '@kit/adapters-eip155'
import { AppKitProvider, createAppKit } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.js'
import { apiUrl, featuresOverride, metadata, networks, projectId, relayUrl, secureUrl } from './config.js'

const walletConnectHandle = walletConnect({
  relayUrl,
  projectId,
  metadata: { ...metadata, url: location.origin },
  disableVerify: true,
  customStoragePrefix: 'kit.evm.',
})

const kit = createAppKit({
  projectId,
  networks: [...networks],
  adapters: [eip155Adapter({ walletConnect: walletConnectHandle })],
  metadata,
  // Its own storage: the main page on the same origin keeps its own connections.
  storageKey: 'kit.evm',
  secureOrigin: secureUrl,
  apiUrl,
  features: featuresOverride(location.search),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <App kit={kit} />
    </AppKitProvider>
  </StrictMode>,
)

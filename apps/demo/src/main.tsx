import { eip155Adapter } from '@kit/adapters-eip155'
import { AppKitProvider, createAppKit } from '@kit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { metadata, networks, projectId } from './config.js'

const kit = createAppKit({
  projectId,
  networks: [...networks],
  adapters: [eip155Adapter()],
  metadata,
  themeMode: new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light',
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <App kit={kit} />
    </AppKitProvider>
  </StrictMode>,
)

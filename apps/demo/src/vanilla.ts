// The plain-HTML embedding: <appkit-modal> and <appkit-button> plus one script that creates the kit.
import { eip155Adapter } from '@kit/adapters-eip155'
import { createKit, type GetAccountReturnType, getAccount, getNetwork, openSend, watchAccount, watchNetwork } from '@kit/core'
import { defineElements } from '@kit/ui'
import { walletConnect } from '@kit/walletconnect'
import { apiUrl, metadata, networks, projectId, relayUrl, sendTo } from './config.js'

void defineElements()
// Its own WalletConnect storage prefix: the React page on the same origin keeps its own session.
const walletConnectHandle = walletConnect({
  relayUrl,
  projectId,
  metadata: { ...metadata, url: location.origin },
  disableVerify: true,
  customStoragePrefix: 'kit.vanilla.',
})
const kit = createKit({
  projectId,
  networks: [...networks],
  adapters: [eip155Adapter({ walletConnect: walletConnectHandle })],
  metadata,
  storageKey: 'kit.vanilla',
  apiUrl,
})
document.querySelector<HTMLElement & { kit: typeof kit }>('appkit-modal')!.kit = kit

const text = (testId: string, value: string) => {
  document.querySelector(`[data-testid="${testId}"]`)!.textContent = value
}
const sendButton = document.querySelector<HTMLButtonElement>('[data-testid="demo-open-send"]')!
const renderAccount = (account: GetAccountReturnType) => {
  text('demo-status', account.status)
  text('demo-address', account.address ?? '—')
  sendButton.disabled = account.status !== 'connected'
}
// The modal's Send view with presets: resolves with the hash, rejects with 'Modal closed'.
sendButton.addEventListener('click', () => {
  const output = document.querySelector<HTMLElement>('[data-testid="demo-open-send-hash"]')!
  output.dataset.pending = 'true'
  openSend(kit, { token: 'USDC', amount: '1', to: sendTo })
    .then(
      (hash) => {
        output.dataset.error = 'false'
        output.textContent = hash
      },
      (error: Error & { shortMessage?: string }) => {
        output.dataset.error = 'true'
        output.textContent = error.shortMessage ?? error.message
      },
    )
    .finally(() => (output.dataset.pending = 'false'))
})
renderAccount(getAccount(kit))
text('demo-chain-id', getNetwork(kit).caipNetworkId ?? '—')
watchAccount(kit, { onChange: renderAccount })
watchNetwork(kit, { onChange: (network) => text('demo-chain-id', network.caipNetworkId ?? '—') })

// Two independent kits on one page: own networks, storage prefix, modal and button each.
import { eip155Adapter } from '@kit/adapters-eip155'
import { type CaipNetwork, createKit, getAccount, watchAccount } from '@kit/core'
import { defineElements } from '@kit/ui'
import { localAnvil, localBase, metadata, projectId } from './config.js'

void defineElements()

function mountKit(side: 'left' | 'right', network: CaipNetwork) {
  const kit = createKit({ projectId, networks: [network], adapters: [eip155Adapter()], metadata, storageKey: `kit.two.${side}` })
  document.querySelector<HTMLElement & { kit: unknown }>(`#modal-${side}`)!.kit = kit
  const status = document.querySelector(`#${side} [data-testid="demo-status"]`)!
  status.textContent = getAccount(kit).status
  watchAccount(kit, { onChange: (account) => void (status.textContent = account.status) })
}

mountKit('left', localAnvil)
mountKit('right', localBase)

import { connect, getConnectors } from '@kit/core'
import type { SolanaTestWallet } from '@kit/test'
import { vi } from 'vitest'
import type { SolanaTokenInfo } from '../solanaAdapter.js'
import { createSolanaKit } from './createSolanaKit.js'

/** A kit connected to the Solana test wallet on the local devnet. Unmount `kit` after. */
export async function setupConnected({ rpcUrl, wallet, tokens }: { rpcUrl: string; wallet: SolanaTestWallet; tokens?: readonly SolanaTokenInfo[] }) {
  const solanaKit = createSolanaKit({ rpcUrl, wallet, tokens })
  await vi.waitFor(() => {
    if (!getConnectors(solanaKit.kit, { namespace: 'solana' }).length) throw new Error('not discovered yet')
  })
  await connect(solanaKit.kit, { connectorId: 'kit-test-wallet' })
  return solanaKit
}

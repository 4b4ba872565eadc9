import { connect, getConnectors } from '@kit/core'
import type { SolanaTestWallet } from '@kit/test'
import { vi } from 'vitest'
import { createSolanaKit } from './createSolanaKit.js'

/** A kit connected to the Solana test wallet on the local devnet. Unmount `kit` after. */
export async function setupConnected({ rpcUrl, wallet }: { rpcUrl: string; wallet: SolanaTestWallet }) {
  const solanaKit = createSolanaKit({ rpcUrl, wallet })
  await vi.waitFor(() => {
    if (!getConnectors(solanaKit.kit, { namespace: 'solana' }).length) throw new Error('not discovered yet')
  })
  await connect(solanaKit.kit, { connectorId: 'kit-test-wallet' })
  return solanaKit
}

import { getPairing, type Kit, watchPairing } from '@kit/core'

/**
 * The URI of the kit's current WalletConnect pairing, or of the next one made: what a test's
 * wallet scans. (Shared with the adapters' WalletConnect tests, like memoryStorage.ts.)
 */
export function nextPairing(kit: Kit): Promise<string> {
  return new Promise((resolve) => {
    const current = getPairing(kit)
    if (current) return resolve(current.uri)
    const off = watchPairing(kit, {
      onChange: (pairing) => {
        if (!pairing) return
        off()
        resolve(pairing.uri)
      },
    })
  })
}

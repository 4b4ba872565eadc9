import type { Eip1193Provider, Eip6963ProviderInfo } from '../types.js'

export type TestWindow = EventTarget & {
  ethereum?: unknown
  /** Installs an EIP-6963 wallet: it announces now and answers every later request. */
  addWallet(info: Partial<Eip6963ProviderInfo> & { rdns: string }, provider: Eip1193Provider): void
}

/** A stand-in for `window` in Node: events plus the legacy `ethereum` slot. */
export function createTestWindow({ ethereum }: { ethereum?: unknown } = {}): TestWindow {
  const target = new EventTarget() as TestWindow
  if (ethereum !== undefined) target.ethereum = ethereum
  target.addWallet = (info, provider) => {
    const detail = Object.freeze({
      info: { uuid: crypto.randomUUID(), name: info.rdns, icon: 'data:image/svg+xml,<svg/>', ...info },
      provider,
    })
    const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    target.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  return target
}

// The WalletSend branch of `useAppKit().open`: a chunk of its own, so the send flow's code
// (token presets, portfolio read, waiting for the hash) is not part of an app's first load.

export { openSend } from '@kit/core'

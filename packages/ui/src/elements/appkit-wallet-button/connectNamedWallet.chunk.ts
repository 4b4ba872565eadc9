// The chunk `<appkit-wallet-button>` loads on its first click. connectNamedWallet.ts itself stays
// plain code over @kit/core: @kit/react's `useAppKitWallet` imports it too.
import { anchorToFirstLoad } from '../../anchorToFirstLoad.js'

anchorToFirstLoad()

export { connectNamedWallet } from './connectNamedWallet.js'

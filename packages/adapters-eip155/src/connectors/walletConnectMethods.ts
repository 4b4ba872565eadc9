import { eip155WalletConnectMethods } from '@kit/core'

/** What the eip155 namespace asks for in a WalletConnect proposal (the kit's one list). */
export const walletConnectMethods = eip155WalletConnectMethods

import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AmountOutOfRangeError",
      "BaseError",
      "InvalidChainIdError",
      "InvalidReceiverAddressError",
      "InvalidTokenContractError",
      "NegativeHexNumberError",
      "NetworkNamespaceMismatchError",
      "RpcUrlNotFoundError",
      "createWalletConnectProvider",
      "eip155Adapter",
      "encodeErc20Transfer",
      "erc20TransferSelector",
      "getPublicClient",
      "injectedConnector",
      "isEip1193Provider",
      "legacyInjectedId",
      "sendErc20",
      "signTypedData",
      "toCaipNetworkId",
      "waitForTransactionReceipt",
      "walletConnectConnector",
      "walletConnectMethods",
      "watchInjectedProviders",
    ]
  `)
})

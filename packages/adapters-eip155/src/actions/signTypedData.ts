import { ConnectorNotConnectedError, getAccount, getWalletProvider, type Kit, toWalletError, type WalletErrorType } from '@kit/core'
import { getTypesForEIP712Domain, type Hex, serializeTypedData, type TypedData, type TypedDataDefinition, validateTypedData } from 'viem'
import { expectHex } from '../utils/expectHex.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = TypedDataDefinition<typedData, primaryType>
export type SignTypedDataReturnType = Hex
/** Plus viem's typed-data validation errors (bad address, integer out of range, unknown type). */
export type SignTypedDataErrorType = ConnectorNotConnectedError | WalletErrorType

/**
 * Signs EIP-712 typed data with the connected eip155 wallet (JSON-RPC `eth_signTypedData_v4`).
 * The data is validated first, as viem does; a refusal throws UserRejectedRequestError.
 *
 * @example
 * const signature = await signTypedData(kit, { domain, types, primaryType: 'Mail', message })
 */
export async function signTypedData<const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
  kit: Kit,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<SignTypedDataReturnType> {
  const account = getAccount(kit, { namespace: 'eip155' })
  const { walletProvider } = getWalletProvider(kit, { namespace: 'eip155' })
  if (account.status !== 'connected' || !isEip1193Provider(walletProvider)) throw new ConnectorNotConnectedError({ namespace: 'eip155' })
  const { domain, message, primaryType } = parameters as unknown as TypedDataDefinition
  const types = { EIP712Domain: getTypesForEIP712Domain({ domain }), ...(parameters.types as TypedData) }
  validateTypedData({ domain, message, primaryType, types })
  let signature: unknown
  try {
    signature = await walletProvider.request({
      method: 'eth_signTypedData_v4',
      params: [account.address, serializeTypedData({ domain, message, primaryType, types })],
    })
  } catch (error) {
    throw toWalletError(error)
  }
  return expectHex(signature, 'signature')
}

import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import { type PrivateKeyAccount, zeroAddress } from 'viem'
import type { User } from '../auth/users.js'
import type { ChainConfig } from '../config/secureConfigSchema.js'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { createApproval } from '../rpc/createApproval.js'
import type { RpcOutcome } from '../rpc/handleRpc.js'
import { type AccountTypeRequest, previewAccountTypeRequest } from './accountTypeRequest.js'
import { type AccountType, getChosenAccountType, setPreferredAccountType } from './accountTypes.js'
import { deploySmartAccount, isSmartAccountDeployed, pendingNonce, removeDelegation } from './delegation.js'

/**
 * SET_PREFERRED_ACCOUNT and INIT_SMART_ACCOUNT as the frame asks for them: nothing changes and
 * nothing is signed here. A change becomes a pending approval, decided on the frame's approval
 * screen and proven with the device key like any `eth_sendTransaction` (`POST /api/rpc/approvals/:id`);
 * requests that change nothing are answered at once.
 */
export async function requestAccountType(
  ctx: SecureContext,
  parameters: {
    user: User
    deviceId: string
    chain: ChainConfig
    rpcUrl: string
    /** 'init': init smart account (delegation only); otherwise the type to switch to. */
    target: AccountType | 'init'
  },
): Promise<RpcOutcome> {
  const { user, chain, rpcUrl, target } = parameters
  const chosen = await getChosenAccountType(ctx, user.id)
  const preferred = chosen ?? 'eoa'
  const deployed = await isSmartAccountDeployed(ctx, rpcUrl, user.address)
  let request: AccountTypeRequest
  if (target === 'eoa') {
    // Already a plain EOA on this chain, by choice or because nothing made it a smart account here.
    if (!deployed && chosen !== 'smartAccount') return { status: 'done', result: { type: 'eoa', address: user.address } }
    // Delegated: back to an EOA removes the delegation on chain (EIP-7702 authorisation to the zero
    // address), so the chain, the capabilities and the batches all say EOA again.
    const delegation = deployed ? { delegate: zeroAddress, nonce: await pendingNonce(rpcUrl, user.address) } : null
    request = { method: 'kit_setPreferredAccount', type: 'eoa', account: user.address, delegation }
  } else {
    if (target === 'init' && deployed) return { status: 'done', result: { address: user.address, isDeployed: true } }
    if (target === 'smartAccount' && deployed && preferred === 'smartAccount')
      return { status: 'done', result: { type: 'smartAccount', address: user.address } }
    const delegation = deployed ? null : { delegate: ctx.config.smartAccountDelegate, nonce: await pendingNonce(rpcUrl, user.address) }
    request =
      target === 'init' && delegation
        ? { method: 'kit_initSmartAccount', account: user.address, delegation }
        : { method: 'kit_setPreferredAccount', type: 'smartAccount', account: user.address, delegation }
  }
  const preview = previewAccountTypeRequest(request, chain.name)
  return {
    status: 'approval_required',
    approval: await createApproval(ctx, { user, deviceId: parameters.deviceId, request, chainId: chain.id, rpcUrl, preview }),
  }
}

/**
 * Runs an approved account-type change (its proof already verified by `executeApproval`): the
 * delegation exactly as stored, then the preference. docs/rules/states.md: when switching to
 * smartAccount fails, the type falls back to eoa.
 */
export async function executeAccountTypeRequest(
  ctx: SecureContext,
  parameters: { userId: string; account: PrivateKeyAccount; chainId: number; rpcUrl: string; request: AccountTypeRequest },
): Promise<unknown> {
  const { userId, account, chainId, rpcUrl, request } = parameters
  if (request.account.toLowerCase() !== account.address.toLowerCase()) throw new HttpError(400, 'This request is for another account', 4100)
  const address = account.address
  if (request.method === 'kit_setPreferredAccount' && request.type === 'eoa') {
    // Failing to remove the delegation (no gas money, the nonce moved) changes nothing: the account stays what the chain says.
    if (request.delegation) await removeDelegation(ctx, account, { chainId, rpcUrl, delegation: request.delegation })
    await setPreferredAccountType(ctx, userId, 'eoa')
    return { type: 'eoa', address }
  }
  try {
    if (request.delegation) await deploySmartAccount(ctx, account, { chainId, rpcUrl, delegation: request.delegation })
    else if (!(await isSmartAccountDeployed(ctx, rpcUrl, address)))
      throw new HttpError(409, `${FRAME_ERROR_MESSAGES.smartAccountSetupFailed}: the delegation is no longer on chain, try again`, -32603)
  } catch (error) {
    if (request.method === 'kit_setPreferredAccount') await setPreferredAccountType(ctx, userId, 'eoa')
    throw error
  }
  if (request.method === 'kit_initSmartAccount') return { address, isDeployed: true }
  await setPreferredAccountType(ctx, userId, 'smartAccount')
  return { type: 'smartAccount', address }
}

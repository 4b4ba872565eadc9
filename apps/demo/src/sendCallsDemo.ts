// The demo's EIP-5792 batch (loaded on click, not in the first load): approve + transfer of the
// devnet USDC in one sendCalls, then getCallsStatus until it settles.
import { type CallsStatus, getCallsStatus, type Kit, sendCalls } from '@kit/core'
import { encodeFunctionData, erc20Abi } from 'viem'
import { batchSpender, devnetUsdc, sendTo } from './config.js'

export async function sendApproveAndTransfer(kit: Kit, amount: bigint): Promise<CallsStatus & { id: string }> {
  const { id } = await sendCalls(kit, {
    calls: [
      { to: devnetUsdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [batchSpender, amount] }) },
      { to: devnetUsdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [sendTo, amount] }) },
    ],
  })
  for (;;) {
    const status = await getCallsStatus(kit, { id })
    if (status.status !== 'pending') return { ...status, id }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

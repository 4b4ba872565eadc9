import { type Address, erc20Abi, type PublicClient } from 'viem'
import { isContractRefusal } from '../http/chainErrors.js'
import { notErc20Error } from './swapErrors.js'

export interface Erc20Funds {
  readonly balance: bigint
  readonly allowance: bigint
}

/**
 * `balanceOf(owner)` and `allowance(owner, spender)` of `token`, read together with its code (one
 * batched JSON-RPC request), and proof that `token` is an ERC-20: an address without code (an EOA,
 * a precompile such as 0x01, whose "answers" mean nothing) or a contract without these functions
 * (an NFT, anything else) is a 400 NOT_ERC20 naming `field`. An unreachable node is left to the
 * error handler (502).
 */
export async function readErc20Funds(client: PublicClient, token: Address, owner: Address, spender: Address, field: string): Promise<Erc20Funds> {
  try {
    const [code, balance, allowance] = await Promise.all([
      client.getCode({ address: token }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
    ])
    if (code === undefined || code === '0x') throw notErc20Error(field)
    return { balance, allowance }
  } catch (error) {
    if (isContractRefusal(error)) throw notErc20Error(field)
    throw error
  }
}

import { type Address, encodePacked, getContractAddress, type Hex, keccak256 } from 'viem'

/** The two tokens of a pair in the factory's order (lower address first). */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

/** The CREATE2 address of the Uniswap V2 pair of `a` and `b` (as `UniswapV2Library.pairFor`). */
export function pairAddress(factory: Address, initCodeHash: Hex, a: Address, b: Address): Address {
  const [token0, token1] = sortTokens(a, b)
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: initCodeHash,
  })
}

import { describe, expect, test } from 'vitest'
import type { WalletConnectConnectParameters } from '../types.js'
import { proposalOf } from './proposal.js'

const evm = { chains: ['eip155:10'], methods: ['personal_sign'], events: ['chainChanged'] }

describe('proposalOf', () => {
  test('default: no namespaces → undefined (the registered ones are proposed)', () => {
    expect(proposalOf({})).toBeUndefined()
    expect(proposalOf({ signal: new AbortController().signal, skipPairing: false })).toBeUndefined()
  })

  test('behavior: optionalNamespaces and namespaces merge per namespace; a chain-id key stands for its namespace', () => {
    expect(
      proposalOf({
        optionalNamespaces: { eip155: { ...evm, rpcMap: { 10: 'https://rpc.example/10' } } },
        namespaces: {
          eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['eth_sendTransaction'], events: [] },
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
        },
      }),
    ).toEqual({
      eip155: { chains: ['eip155:10', 'eip155:1'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged'] },
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] },
    })
  })

  test('bad input: each fault is named, nothing is proposed', () => {
    const cases: [unknown, string][] = [
      [{ optionalNamespaces: { EIP155: evm } }, 'optionalNamespaces.EIP155 is neither a CAIP-2 namespace nor a chain id'],
      [{ optionalNamespaces: { eip155: { ...evm, chains: ['10'] } } }, 'optionalNamespaces.eip155.chains[0] must be a CAIP-2 chain id of eip155, got "10"'],
      [{ optionalNamespaces: { eip155: { ...evm, chains: ['solana:devnet'] } } }, 'must be a CAIP-2 chain id of eip155, got "solana:devnet"'],
      [{ optionalNamespaces: { eip155: { ...evm, chains: [] } } }, 'optionalNamespaces.eip155.chains must name at least one chain'],
      [
        { optionalNamespaces: { eip155: { chains: ['eip155:1'], events: [] } } },
        'optionalNamespaces.eip155.methods must be an array of non-empty strings, got undefined',
      ],
      [{ optionalNamespaces: { eip155: { ...evm, rpcMap: { 10: 'ftp://x' } } } }, 'optionalNamespaces.eip155.rpcMap[10] must be an http(s) URL, got "ftp://x"'],
      [{ namespaces: ['eip155'] }, 'namespaces must be an object of namespaces'],
      [{ optionalNamespaces: {} }, 'the namespaces given are empty'],
      [{ pairingTopic: 'abc' }, 'connect() does not take pairingTopic'],
      [
        { optionalNamespaces: { eip155: { ...evm, defaultChain: 'eip155:10' } } },
        'optionalNamespaces.eip155 does not take defaultChain: it takes chains, methods, events and rpcMap',
      ],
      [{ skipPairing: true }, 'skipPairing is not supported'],
      [null, 'connect() takes an object, got null'],
    ]
    for (const [parameters, details] of cases) {
      expect(() => proposalOf(parameters as WalletConnectConnectParameters), details).toThrow(expect.objectContaining({ name: 'WalletConnectProposalError' }))
      expect(() => proposalOf(parameters as WalletConnectConnectParameters)).toThrow(details)
    }
  })
})

import { expect, test } from 'vitest'
import { ALLOWED_RPC_METHODS, isAllowedRpcMethod, isSafeRpcMethod, isUnsafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js'

test('default: safe and unsafe lists are disjoint', () => {
  for (const method of UNSAFE_RPC_METHODS) expect(isSafeRpcMethod(method)).toBe(false)
  for (const method of SAFE_RPC_METHODS) expect(isUnsafeRpcMethod(method)).toBe(false)
})

test('default: docs/rules/roles.md and docs/rules/calls.md methods', () => {
  for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'wallet_getCapabilities']) expect(isSafeRpcMethod(method)).toBe(true)
  for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'eth_sendRawTransaction', 'wallet_getAssets']) {
    expect(isAllowedRpcMethod(method)).toBe(true)
  }
  for (const method of ['eth_sign', 'eth_signTransaction', 'debug_traceTransaction', 'anvil_setBalance', 'eth_sendUserOperation', '__proto__']) {
    expect(isAllowedRpcMethod(method)).toBe(false)
  }
  expect(new Set(ALLOWED_RPC_METHODS).size).toBe(ALLOWED_RPC_METHODS.length)
})

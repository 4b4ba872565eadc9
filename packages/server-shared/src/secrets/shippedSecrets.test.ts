import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ANVIL_KEY_COUNT, anvilTestKeys, ShippedSecretError, shippedSecretMessage } from './shippedSecrets.js'

describe('anvilTestKeys', () => {
  it("default: anvil's funded accounts are among them, lower-case 0x hex", () => {
    const keys = [...anvilTestKeys()]
    expect(keys).toHaveLength(ANVIL_KEY_COUNT)
    for (const key of keys) expect(key).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil's account 0 and 19 (its default 10 plus `--accounts 20`).
    expect(privateKeyToAddress(keys[0] as `0x${string}`)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keys[0]).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  })
})

describe('ShippedSecretError', () => {
  it('default: one refusal per variable, joined in the message', () => {
    const error = new ShippedSecretError(['KIT_A', 'KIT_B'])
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ShippedSecretError')
    expect(error.variables).toEqual(['KIT_A', 'KIT_B'])
    expect(error.lines).toEqual([shippedSecretMessage('KIT_A'), shippedSecretMessage('KIT_B')])
    expect(error.message).toBe(
      'Refusing to start with NODE_ENV=production: KIT_A is the development default that ships in the repository. Set KIT_A to a secret of your own.\n' +
        'Refusing to start with NODE_ENV=production: KIT_B is the development default that ships in the repository. Set KIT_B to a secret of your own.',
    )
  })
})

import { AccountLayout, MintLayout } from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { decodeMint, decodeTokenAccount, formatUiAmount, toUiTokenAmount } from './parseTokenData.js'

describe('formatUiAmount', () => {
  test('default', () => {
    expect(formatUiAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatUiAmount(1n, 6)).toBe('0.000001')
    expect(formatUiAmount(0n, 6)).toBe('0')
    expect(formatUiAmount(42n, 0)).toBe('42')
    expect(toUiTokenAmount(2_000_000n, 6)).toEqual({ amount: '2000000', decimals: 6, uiAmount: 2, uiAmountString: '2' })
  })
})

describe('decodeTokenAccount / decodeMint', () => {
  test('behavior: agrees with @solana/spl-token layouts', () => {
    const [mint, owner, delegate] = [Keypair.generate().publicKey, Keypair.generate().publicKey, Keypair.generate().publicKey]
    const account = Buffer.alloc(AccountLayout.span)
    AccountLayout.encode(
      {
        mint,
        owner,
        amount: 123_456_789n,
        delegateOption: 1,
        delegate,
        state: 2,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 5n,
        closeAuthorityOption: 0,
        closeAuthority: owner,
      },
      account,
    )
    expect(decodeTokenAccount(account)).toEqual({
      mint: mint.toBase58(),
      owner: owner.toBase58(),
      amount: 123_456_789n,
      delegate: delegate.toBase58(),
      state: 'frozen',
      isNative: null,
      delegatedAmount: 5n,
      closeAuthority: null,
    })
    const mintData = Buffer.alloc(MintLayout.span)
    MintLayout.encode(
      { mintAuthorityOption: 1, mintAuthority: owner, supply: 10n ** 12n, decimals: 6, isInitialized: true, freezeAuthorityOption: 0, freezeAuthority: owner },
      mintData,
    )
    expect(decodeMint(mintData)).toEqual({ mintAuthority: owner.toBase58(), supply: 10n ** 12n, decimals: 6, isInitialized: true, freezeAuthority: null })
    expect(decodeMint(account)).toBeNull()
    expect(decodeTokenAccount(mintData)).toBeNull()
  })
})

import { expect, test } from 'vitest'
import { sendSolanaTransfer } from './sendSolanaTransfer.js'

const from = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const to = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

test('behavior: bad input is refused before the connection or the wallet is used', async () => {
  const calls: string[] = []
  const connector = {
    signAndSendTransaction: async () => {
      calls.push('signAndSend')
      return 'signature'
    },
  }
  const getConnection = async () => {
    calls.push('connection')
    throw new Error('not reached')
  }
  await expect(sendSolanaTransfer({ connector, getConnection, from, to: 'nope', amount: 1n })).rejects.toMatchObject({ name: 'InvalidAddressError' })
  await expect(sendSolanaTransfer({ connector, getConnection, from, to, amount: 1n, mint: '0x12' })).rejects.toMatchObject({ name: 'InvalidAddressError' })
  await expect(sendSolanaTransfer({ connector, getConnection, from, to, amount: 0n, mint: to })).rejects.toMatchObject({ name: 'InvalidTransferAmountError' })
  expect(calls).toEqual([])
})

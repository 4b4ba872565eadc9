import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadWalletCatalogue, WALLETS_FILE } from './loadWalletCatalogue.js'
import { DuplicateWalletError } from './walletErrors.js'

describe('loadWalletCatalogue', () => {
  it('default: the shipped catalogue loads, each wallet once, ordered by its place in the file', () => {
    const wallets = loadWalletCatalogue()
    expect(wallets.length).toBeGreaterThan(0)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(wallets.map((wallet) => wallet.order)).toEqual(wallets.map((_, index) => index + 1))
  })

  it('rejects: a catalogue that lists one id twice, naming the file and the id', () => {
    const records = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { id: string }[]
    const dir = mkdtempSync(join(tmpdir(), 'kit-wallets-'))
    const file = join(dir, 'wallets.json')
    try {
      writeFileSync(file, JSON.stringify([...records.slice(0, 2), records[0]]))
      expect(() => loadWalletCatalogue(file)).toThrow(DuplicateWalletError)
      expect(() => loadWalletCatalogue(file)).toThrow(`${file}: duplicate wallet id ${records[0]?.id}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { IMAGES_DIR } from '../images/createImageStore.js'
import { loadWalletCatalogue } from './loadWalletCatalogue.js'
import { queryWallets } from './queryWallets.js'

const wallets = loadWalletCatalogue()

describe('wallet catalogue', () => {
  it('default: ships at least 100 wallets, each with its own icon file', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(100)
    for (const wallet of wallets) {
      expect(existsSync(join(IMAGES_DIR, 'wallets', `${wallet.image_id}.svg`)), wallet.id).toBe(true)
    }
    const metamask = wallets.find((wallet) => wallet.id === 'metamask')
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
      mobile_link: 'metamask://',
      link_mode: 'https://metamask.app.link',
      order: 1,
    })
  })
})

describe('queryWallets', () => {
  it('default: pages in catalogue order with the total count', () => {
    const page = queryWallets(wallets, { page: 2, entries: 5 })
    expect(page.count).toBe(wallets.length)
    expect(page.data.map((wallet) => wallet.order)).toEqual([6, 7, 8, 9, 10])
    expect(queryWallets(wallets, { page: 1000, entries: 40 }).data).toEqual([])
  })

  it('parameters: search matches names case-insensitively, ignoring spaces', () => {
    expect(queryWallets(wallets, { page: 1, entries: 40, search: 'RAIN' }).data.map((w) => w.id)).toEqual(['rainbow'])
    expect(queryWallets(wallets, { page: 1, entries: 40, search: 'trustwallet' }).data.map((w) => w.id)).toEqual(['trust-wallet'])
  })

  it('parameters: include, exclude, badge_type and chains', () => {
    expect(queryWallets(wallets, { page: 1, entries: 40, include: ['phantom', 'metamask', 'nope'] }).data.map((w) => w.id)).toEqual(['metamask', 'phantom'])
    const excluded = queryWallets(wallets, { page: 1, entries: 100, exclude: ['metamask'] })
    expect(excluded.count).toBe(wallets.length - 1)
    expect(excluded.data.some((w) => w.id === 'metamask')).toBe(false)
    expect(queryWallets(wallets, { page: 1, entries: 40, badgeType: 'certified' }).count).toBe(0)
    const bitcoin = queryWallets(wallets, { page: 1, entries: 100, chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(bitcoin.data.every((w) => w.chains.includes('bip122:000000000019d6689c085ae165831e93'))).toBe(true)
    expect(bitcoin.data.map((w) => w.id)).toContain('xverse')
    expect(bitcoin.data.map((w) => w.id)).not.toContain('rabby')
  })
})

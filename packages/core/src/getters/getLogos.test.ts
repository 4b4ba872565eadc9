import { describe, expect, test } from 'vitest'
import { getLogoUrl } from '../api/getLogoUrl.js'
import { anvil } from '../networks/anvil.js'
import { solanaDevnet } from '../networks/solana.js'
import { getNetworkImage, getSocialImage, getTokenImage, getWalletImage } from './getLogos.js'

const withApi = { api: { baseUrl: 'http://api.test' } } as Parameters<typeof getNetworkImage>[0]
const withoutApi = { api: undefined }

describe('getLogoUrl', () => {
  test('default: /v1/images/{kind}/{id} on the API; a CAIP-2 id goes with a dash, anything else escaped', () => {
    const client = { baseUrl: 'http://api.test' }
    expect(getLogoUrl(client, { kind: 'wallets', id: 'metamask' })).toBe('http://api.test/v1/images/wallets/metamask')
    expect(getLogoUrl(client, { kind: 'networks', id: 'eip155:8453' })).toBe('http://api.test/v1/images/networks/eip155-8453')
    expect(getLogoUrl(client, { kind: 'networks', id: solanaDevnet.caipNetworkId })).toBe(
      'http://api.test/v1/images/networks/solana-EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(getLogoUrl(client, { kind: 'tokens', id: 'USD/C' })).toBe('http://api.test/v1/images/tokens/USD%2FC')
    expect(getLogoUrl(client, { kind: 'socials', id: 'google' })).toBe('http://api.test/v1/images/socials/google')
  })
})

describe('logo getters', () => {
  test('default: with an API every logo is on it', () => {
    expect(getNetworkImage(withApi, anvil)).toBe('http://api.test/v1/images/networks/eip155-31337')
    expect(getTokenImage(withApi, { symbol: 'ETH' })).toBe('http://api.test/v1/images/tokens/ETH')
    expect(getSocialImage(withApi, 'discord')).toBe('http://api.test/v1/images/socials/discord')
    expect(getWalletImage(withApi, 'walletconnect')).toBe('http://api.test/v1/images/wallets/walletconnect')
  })

  test("parameters: the app's own images win (network imageUrl, AppKit's imageId, a token's iconUrl)", () => {
    expect(getNetworkImage(withApi, { ...anvil, assets: { imageUrl: 'https://app.test/anvil.png' } })).toBe('https://app.test/anvil.png')
    expect(getNetworkImage(withApi, { ...anvil, assets: { imageId: 'abc' } })).toBe('http://api.test/getAssetImage/abc')
    expect(getTokenImage(withApi, { symbol: 'ETH', iconUrl: 'https://app.test/eth.svg' })).toBe('https://app.test/eth.svg')
    expect(getNetworkImage(withoutApi, { ...anvil, assets: { imageUrl: 'https://app.test/anvil.png' } })).toBe('https://app.test/anvil.png')
  })

  test("behavior: the API's older token route in a balance is read as the logo route (a token without a logo gets initials)", () => {
    expect(getTokenImage(withApi, { symbol: 'TST', iconUrl: 'http://api.test/public/getTokenImage/TST' })).toBe('http://api.test/v1/images/tokens/TST')
    expect(getTokenImage(withApi, { symbol: 'TST', iconUrl: 'http://other.test/public/getTokenImage/TST' })).toBe('http://other.test/public/getTokenImage/TST')
  })

  test('bad input: without an API, a network or a symbol there is no image (the modal shows initials)', () => {
    expect(getNetworkImage(withoutApi, anvil)).toBeUndefined()
    expect(getNetworkImage(withApi, undefined)).toBeUndefined()
    expect(getTokenImage(withoutApi, { symbol: 'ETH' })).toBeUndefined()
    expect(getTokenImage(withApi, { symbol: '', iconUrl: '' })).toBeUndefined()
    expect(getSocialImage(withoutApi, 'google')).toBeUndefined()
    expect(getWalletImage(withoutApi, 'metamask')).toBeUndefined()
  })
})

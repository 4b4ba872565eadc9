import { describe, expect, test } from 'vitest'
import { SecureConfigError } from './configErrors.js'
import { loadSecureConfig } from './loadSecureConfig.js'

describe('loadSecureConfig', () => {
  test('default', () => {
    const config = loadSecureConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5180,
      smtp: { port: 2525, host: '127.0.0.1' },
      dataDir: '.kit-data/secure',
      deviceVerification: true,
    })
    expect(config.projects).toEqual([
      { id: 'kit-demo', allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5273', 'http://localhost:5273'] },
    ])
    expect(config.chains.map((chain) => chain.rpcUrls)).toEqual([
      ['http://127.0.0.1:8545', 'http://127.0.0.1:8645'],
      ['http://127.0.0.1:8546', 'http://127.0.0.1:8646'],
    ])
    expect(config.social).toEqual({})
  })

  test('parameters: environment variables override', () => {
    const config = loadSecureConfig({
      KIT_SECURE_PORT: '5280',
      KIT_SMTP_PORT: '2625',
      KIT_SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      KIT_SECURE_DATA_DIR: '/tmp/secure',
      KIT_SECURE_KEY: 'ab'.repeat(32),
      DATABASE_URL: 'postgres://localhost/kit',
      KIT_SECURE_PUBLIC_URL: 'https://secure.example.com',
      KIT_SECURE_PROJECTS: JSON.stringify([{ id: 'p1', allowedOrigins: ['https://app.example.com'] }]),
      KIT_SECURE_CHAINS: JSON.stringify([{ id: 1, name: 'Mainnet', rpcUrls: ['https://rpc.example.com'] }]),
      KIT_SECURE_SOCIAL: JSON.stringify({ google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' } }),
    })
    expect(config).toMatchObject({
      port: 5280,
      smtp: { port: 2625, url: 'smtps://user:pass@mail.example.com:465' },
      dataDir: '/tmp/secure',
      databaseUrl: 'postgres://localhost/kit',
      publicUrl: 'https://secure.example.com',
      projects: [{ id: 'p1' }],
      chains: [{ id: 1 }],
      social: { google: { clientId: 'id', scope: 'openid email profile' } },
    })
  })

  test('behavior: invalid values are reported clearly', () => {
    expect(() => loadSecureConfig({ KIT_SECURE_PORT: 'abc' })).toThrowErrorMatchingInlineSnapshot(
      `[SecureConfigError: Invalid apps/secure configuration: port: Invalid input: expected number, received NaN]`,
    )
    expect(() => loadSecureConfig({ KIT_SECURE_CHAINS: '{' })).toThrow('KIT_SECURE_CHAINS is not valid JSON')
    expect(() => loadSecureConfig({ KIT_SECURE_CHAINS: '{' })).toThrow(SecureConfigError)
    expect(() => loadSecureConfig({ KIT_SECURE_PORT: 'abc' })).toThrow(SecureConfigError)
    expect(() => loadSecureConfig({ KIT_SECURE_SOCIAL: JSON.stringify({ myspace: { clientId: 'x' } }) })).toThrow('Invalid apps/secure configuration')
  })
})

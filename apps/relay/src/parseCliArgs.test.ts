import { expect, test } from 'vitest'
import { CliArgumentError } from './errors/cliErrors.js'
import { parseCliArgs } from './parseCliArgs.js'

test('default', () => {
  expect(parseCliArgs([])).toEqual({
    host: '127.0.0.1',
    port: 8788,
    persistPath: '.kit-data/relay/mailbox.jsonl',
    publicUrls: undefined,
    redisUrl: undefined,
    shutdownGraceMs: 3_000,
    debug: false,
    help: false,
  })
})

test('parameters: environment', () => {
  expect(
    parseCliArgs([], {
      KIT_RELAY_PORT: '9001',
      KIT_RELAY_HOST: '0.0.0.0',
      KIT_RELAY_PERSIST: '/tmp/m.json',
      KIT_RELAY_DEBUG: '1',
      KIT_RELAY_PUBLIC_URL: 'wss://a.example, ws://b.example:8788/',
      KIT_RELAY_SHUTDOWN_GRACE_MS: '250',
    }),
  ).toEqual({
    host: '0.0.0.0',
    port: 9001,
    persistPath: '/tmp/m.json',
    publicUrls: ['wss://a.example', 'ws://b.example:8788/'],
    redisUrl: undefined,
    shutdownGraceMs: 250,
    debug: true,
    help: false,
  })
  expect(parseCliArgs([], { REDIS_URL: 'redis://127.0.0.1:6400' }).redisUrl).toBe('redis://127.0.0.1:6400')
  expect(parseCliArgs(['--public-url', 'wss://a.example', '--public-url=wss://b.example']).publicUrls).toEqual(['wss://a.example', 'wss://b.example'])
})

test('parameters: flags win over the environment', () => {
  expect(parseCliArgs(['--port', '9100', '--no-persist', '--debug'], { KIT_RELAY_PORT: '9001' })).toMatchObject({
    port: 9100,
    persistPath: undefined,
    debug: true,
  })
  expect(parseCliArgs(['--port=0', '--persist=x.json', '--host', '::1'])).toMatchObject({ port: 0, persistPath: 'x.json', host: '::1' })
  expect(parseCliArgs(['--shutdown-grace', '0'], { KIT_RELAY_SHUTDOWN_GRACE_MS: '5000' }).shutdownGraceMs).toBe(0)
})

test('behavior: bad input', () => {
  expect(() => parseCliArgs(['--port', 'http'])).toThrow('--port must be a port number (0-65535), got "http"')
  expect(() => parseCliArgs(['--port', '70000'])).toThrow('--port must be a port number')
  expect(() => parseCliArgs([], { KIT_RELAY_PORT: '-1' })).toThrow('KIT_RELAY_PORT must be a port number')
  expect(() => parseCliArgs(['--port'])).toThrow('--port needs a value')
  expect(() => parseCliArgs(['--verbose'])).toThrow('Unknown option --verbose')
  expect(() => parseCliArgs(['--shutdown-grace', '2s'])).toThrow('--shutdown-grace must be a number of milliseconds (0-600000), got "2s"')
  expect(() => parseCliArgs([], { KIT_RELAY_SHUTDOWN_GRACE_MS: '-5' })).toThrow('KIT_RELAY_SHUTDOWN_GRACE_MS must be a number of milliseconds')
  expect(() => parseCliArgs(['--public-url', 'https://a.example'])).toThrow('--public-url must be a ws:// or wss:// URL, got "https://a.example"')
  for (const argv of [['--port', 'http'], ['--port'], ['--verbose'], ['--shutdown-grace', '2s'], ['--public-url', 'x']])
    expect(() => parseCliArgs(argv)).toThrow(CliArgumentError)
})

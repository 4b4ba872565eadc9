import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createJsonLog, jsonLogLine, messageOf } from './jsonLog.js'
import { type SignalTarget, stopOnSignals } from './stopOnSignals.js'

const collect = () => {
  const out: Record<string, unknown>[] = []
  const err: Record<string, unknown>[] = []
  const log = createJsonLog('kit-test', { out: (line) => out.push(JSON.parse(line)), err: (line) => err.push(JSON.parse(line)) })
  return { log, out, err }
}

describe('jsonLogLine', () => {
  it('default: one JSON object with time, level, service, msg and the fields', () => {
    const line = JSON.parse(jsonLogLine('kit-api', 'hello', undefined, { port: 1 }))
    expect(line).toEqual({ time: expect.any(String), level: 'info', service: 'kit-api', msg: 'hello', port: 1 })
    expect(Date.parse(line.time)).not.toBeNaN()
  })
})

describe('createJsonLog', () => {
  it('behavior: debug and info go to stdout, warn and error to stderr', () => {
    const { log, out, err } = collect()
    log.debug('d')
    log.info('i', { a: 1 })
    log.warn('w')
    log.error('e')
    expect(out.map((line) => [line.level, line.msg, line.service])).toEqual([
      ['debug', 'd', 'kit-test'],
      ['info', 'i', 'kit-test'],
    ])
    expect(out[1]).toMatchObject({ a: 1 })
    expect(err.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ])
  })

  it('default: messageOf reads an Error or anything else', () => {
    expect(messageOf(new TypeError('bad'))).toBe('bad')
    expect(messageOf(42)).toBe('42')
  })
})

describe('stopOnSignals', () => {
  const signals = () => {
    const emitter = new EventEmitter()
    const exits: number[] = []
    const target: SignalTarget = { once: (signal, listener) => emitter.once(signal, listener), exit: (code) => void exits.push(code) }
    return { emitter, exits, target }
  }

  it('default: a signal drains, stops and exits 0; each signal is handled once', async () => {
    const { log, out } = collect()
    const { emitter, exits, target } = signals()
    let stops = 0
    stopOnSignals({ log, stop: async () => void stops++, fields: () => ({ connections: 3 }), target })
    emitter.emit('SIGTERM', 'SIGTERM')
    await new Promise((resolve) => setImmediate(resolve))
    expect(stops).toBe(1)
    expect(exits).toEqual([0])
    expect(out.map((line) => line.msg)).toEqual(['SIGTERM received, draining', 'stopped'])
    expect(out[0]).toMatchObject({ signal: 'SIGTERM', connections: 3 })
    expect(emitter.listenerCount('SIGTERM')).toBe(0)
    expect(emitter.listenerCount('SIGINT')).toBe(1)
  })

  it('rejects: a stop that fails is logged as an error and exits 1', async () => {
    const { log, err } = collect()
    const { emitter, exits, target } = signals()
    stopOnSignals({ log, stop: () => Promise.reject(new Error('database busy')), target })
    emitter.emit('SIGINT', 'SIGINT')
    await new Promise((resolve) => setImmediate(resolve))
    expect(exits).toEqual([1])
    expect(err.map((line) => line.msg)).toEqual(['shutdown failed: database busy'])
  })
})

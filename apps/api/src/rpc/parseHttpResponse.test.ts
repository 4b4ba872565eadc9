import { describe, expect, it } from 'vitest'
import { createHttpResponseParser } from './parseHttpResponse.js'
import { MalformedHttpResponseError, UpstreamAnswerTooLargeError } from './upstreamErrors.js'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('createHttpResponseParser', () => {
  it('default: a Content-Length body split over several packets', () => {
    const parser = createHttpResponseParser(1024)
    expect(parser.push(bytes('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-len'))).toBeUndefined()
    expect(parser.push(bytes('gth: 16\r\n\r\n{"result":'))).toBeUndefined()
    expect(parser.push(bytes('"0x1"}'))).toEqual({ status: 200, text: '{"result":"0x1"}', keepAlive: true })
  })

  it('parameters: a chunked body with Connection: close', () => {
    const parser = createHttpResponseParser(1024)
    expect(parser.push(bytes('HTTP/1.1 502 Bad Gateway\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n4\r\n{"a"\r\n'))).toBeUndefined()
    expect(parser.push(bytes('3\r\n:1}\r\n0\r\n\r\n'))).toEqual({ status: 502, text: '{"a":1}', keepAlive: false })
  })

  it('bad input: malformed status, no length, a bad chunk size, a head without end, oversized body: each its named error', () => {
    const failure = (maxBodyBytes: number, text: string): unknown => {
      try {
        createHttpResponseParser(maxBodyBytes).push(bytes(text))
      } catch (error) {
        return error
      }
      return undefined
    }
    const malformed = (text: string, message: string) => {
      const error = failure(1024, text)
      expect(error).toBeInstanceOf(MalformedHttpResponseError)
      expect(error).toMatchObject({ name: 'MalformedHttpResponseError', message })
    }
    malformed('SMTP ready\r\n\r\n', 'malformed status line "SMTP ready"')
    malformed('HTTP/1.1 200 OK\r\n\r\n', 'response without Content-Length or chunked encoding')
    malformed('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 'malformed chunk size')
    malformed(`HTTP/1.1 200 OK\r\nX-Padding: ${'a'.repeat(65 * 1024)}`, 'response head too large')
    for (const [maxBodyBytes, text] of [
      [10, 'HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n'],
      [4, 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n'],
    ] as const) {
      const error = failure(maxBodyBytes, text)
      expect(error).toBeInstanceOf(UpstreamAnswerTooLargeError)
      expect(error).toMatchObject({ name: 'UpstreamAnswerTooLargeError', maxBytes: maxBodyBytes, message: `answer larger than ${maxBodyBytes} bytes` })
    }
  })
})

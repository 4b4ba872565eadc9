import { describe, expect, it } from 'vitest'
import { createHttpResponseParser } from './parseHttpResponse.js'

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

  it('bad input: malformed status, no length, oversized body', () => {
    expect(() => createHttpResponseParser(1024).push(bytes('SMTP ready\r\n\r\n'))).toThrow('malformed status line')
    expect(() => createHttpResponseParser(1024).push(bytes('HTTP/1.1 200 OK\r\n\r\n'))).toThrow('response without Content-Length or chunked encoding')
    expect(() => createHttpResponseParser(10).push(bytes('HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n'))).toThrow('answer larger than 10 bytes')
    expect(() => createHttpResponseParser(4).push(bytes('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n'))).toThrow(
      'answer larger than 4 bytes',
    )
  })
})

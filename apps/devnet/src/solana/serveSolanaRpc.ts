import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { handleJsonRpcBody, type JsonRpcMethod } from './handleJsonRpc.js'
import { RequestTooLargeError } from './requestErrors.js'

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
} as const

const MAX_BODY_BYTES = 50 * 1024 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new RequestTooLargeError('Request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: string, contentType: string): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType })
  response.end(body)
}

/** The HTTP JSON-RPC endpoint (POST `/`), plus `GET /health` like a validator's RPC port. CORS is open. */
export function createSolanaRpcHttpServer(methods: Readonly<Record<string, JsonRpcMethod>>): Server {
  return createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (request.method === 'GET') {
      if (request.url === '/health') send(response, 200, 'ok', 'text/plain')
      else send(response, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain')
      return
    }
    if (request.method !== 'POST') {
      send(response, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain')
      return
    }
    readBody(request)
      .then((body) => handleJsonRpcBody(methods, body))
      .then((result) => send(response, 200, result === undefined ? '' : JSON.stringify(result), 'application/json'))
      .catch((error: unknown) => send(response, 413, error instanceof Error ? error.message : String(error), 'text/plain'))
  })
}

// A raw WalletConnect relay client for the benchmarks: JSON-RPC requests with promised results,
// irn_subscription pushes acknowledged and handed to `onPush`.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const WebSocket = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../apps/relay/package.json'))('ws')

export async function open(url) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const pending = new Map()
  const client = {
    socket,
    onPush: () => {},
    request(method, params) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
    },
  }
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'irn_subscription') {
      socket.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`)
      client.onPush(frame.params.data)
      return
    }
    const waiter = pending.get(frame.id)
    pending.delete(frame.id)
    if (frame.error) waiter?.reject(new Error(frame.error.message))
    else waiter?.resolve(frame.result)
  })
  return client
}

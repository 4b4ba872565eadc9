import { createServer, type Server } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import type { SolanaBank, SolanaBankAccount } from './createSolanaBank.js'
import { type AccountEncodingConfig, encodeSolanaAccount, parsePubkey } from './encodeSolanaAccount.js'
import { handleJsonRpcRequest, type JsonRpcMethod } from './handleJsonRpc.js'
import { decodeMint } from './parseTokenData.js'
import { invalidParams } from './solanaRpcError.js'

type Subscription =
  | { readonly kind: 'signature'; readonly socket: WebSocket; readonly signature: string }
  | { readonly kind: 'account'; readonly socket: WebSocket; readonly address: string; readonly options: AccountEncodingConfig; fingerprint: string }
  | { readonly kind: 'slot' | 'root'; readonly socket: WebSocket }

const EMPTY_ACCOUNT: SolanaBankAccount = { lamports: 0n, owner: '11111111111111111111111111111111', data: new Uint8Array(), executable: false }

function fingerprint(account: SolanaBankAccount | null): string {
  if (!account) return 'none'
  return `${account.lamports}:${account.owner}:${account.executable}:${Buffer.from(account.data).toString('base64')}`
}

export interface SolanaPubSubServer {
  readonly server: Server
  /** Closes every socket and detaches from the bank. */
  close(): void
}

/**
 * The PubSub WebSocket endpoint (`signatureSubscribe`, `accountSubscribe`, `slotSubscribe`,
 * `rootSubscribe` and their `*Unsubscribe`) in the JSON-RPC form `@solana/web3.js` expects.
 * A signature subscription fires once (immediately when the signature already landed); account
 * subscriptions fire whenever a landed transaction changed the account.
 */
export function createSolanaPubSubServer(bank: SolanaBank): SolanaPubSubServer {
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('Upgrade to WebSocket required')
  })
  const wss = new WebSocketServer({ server })
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const notify = (id: number, socket: WebSocket, method: string, result: unknown): void => {
    if (socket.readyState !== socket.OPEN) return
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }
  const context = () => ({ slot: bank.getSlot() })
  const mintDecimals = (mint: string) => {
    const account = bank.getAccount(mint)
    return account ? decodeMint(account.data)?.decimals : undefined
  }
  const notifySignature = (id: number, socket: WebSocket, err: unknown): void => {
    subscriptions.delete(id)
    notify(id, socket, 'signatureNotification', { context: context(), value: { err } })
  }

  const unwatchTransactions = bank.watchTransactions((signature, status) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === signature) {
        notifySignature(id, subscription.socket, status.err)
      } else if (subscription.kind === 'account') {
        const account = bank.getAccount(subscription.address)
        const next = fingerprint(account)
        if (next === subscription.fingerprint) continue
        subscription.fingerprint = next
        const value = encodeSolanaAccount(account ?? EMPTY_ACCOUNT, subscription.options, 'base58', mintDecimals)
        notify(id, subscription.socket, 'accountNotification', { context: context(), value })
      }
    }
  })
  const unwatchSlots = bank.watchSlots((slot) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'slot') notify(id, subscription.socket, 'slotNotification', { parent: slot - 1, root: slot, slot })
      if (subscription.kind === 'root') notify(id, subscription.socket, 'rootNotification', slot)
    }
  })

  const methodsFor = (socket: WebSocket): Record<string, JsonRpcMethod> => {
    const subscribe = (subscription: Subscription): number => {
      nextId += 1
      subscriptions.set(nextId, subscription)
      return nextId
    }
    const unsubscribe =
      (kind: Subscription['kind']): JsonRpcMethod =>
      ([id]) => {
        const subscription = typeof id === 'number' ? subscriptions.get(id) : undefined
        if (!subscription || subscription.kind !== kind || subscription.socket !== socket) throw invalidParams('Invalid subscription id.')
        subscriptions.delete(id as number)
        return true
      }
    return {
      signatureSubscribe: ([signature]) => {
        if (typeof signature !== 'string') throw invalidParams('Invalid param: signature')
        const id = subscribe({ kind: 'signature', socket, signature })
        const status = bank.getSignatureStatus(signature)
        // Answer the subscription first, then report a signature that has already landed.
        if (status) setImmediate(() => subscriptions.has(id) && notifySignature(id, socket, status.err))
        return id
      },
      accountSubscribe: ([pubkey, options]) => {
        const address = parsePubkey(pubkey)
        const settings = (options && typeof options === 'object' ? options : {}) as AccountEncodingConfig
        encodeSolanaAccount(EMPTY_ACCOUNT, settings, 'base58', mintDecimals) // validates the encoding
        return subscribe({ kind: 'account', socket, address, options: settings, fingerprint: fingerprint(bank.getAccount(address)) })
      },
      slotSubscribe: () => subscribe({ kind: 'slot', socket }),
      rootSubscribe: () => subscribe({ kind: 'root', socket }),
      signatureUnsubscribe: unsubscribe('signature'),
      accountUnsubscribe: unsubscribe('account'),
      slotUnsubscribe: unsubscribe('slot'),
      rootUnsubscribe: unsubscribe('root'),
    }
  }

  wss.on('connection', (socket) => {
    const methods = methodsFor(socket)
    socket.on('message', (raw) => {
      let request: unknown
      try {
        request = JSON.parse(raw.toString())
      } catch {
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
        return
      }
      void handleJsonRpcRequest(methods, request).then((response) => {
        if (response && socket.readyState === socket.OPEN) socket.send(JSON.stringify(response))
      })
    })
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id)
    })
  })

  return {
    server,
    close() {
      unwatchTransactions()
      unwatchSlots()
      subscriptions.clear()
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}

import { z } from 'zod'
import type { RelayConnection, RelayState } from './createRelayState.js'
import { RpcError, rpcErrorCodes } from './errors/rpc.js'
import {
  approveSessionParamsSchema,
  batchFetchMessagesParamsSchema,
  batchPublishParamsSchema,
  batchSubscribeParamsSchema,
  batchUnsubscribeParamsSchema,
  fetchMessagesParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from './relayParams.js'

export type HandleRequestReturnType = {
  result: unknown
  /** Work to run after the result frame is sent (pushing stored messages to a new subscriber). */
  after?: () => void
}

type Handler = (state: RelayState, connection: RelayConnection, params: unknown) => Promise<HandleRequestReturnType>

/** Default TTL (seconds) and tags of the messages carried by the relay-side session methods (sign-client ENGINE_RPC_OPTS). */
const sessionProposal = { ttl: 300, tag: 1100 } as const
const sessionProposalResponseTag = 1101
const sessionSettleRequestTag = 1102

const handlers: Record<string, Handler> = {
  async irn_publish(state, connection, params) {
    const { topic, message, ttl, tag, attestation } = parseParams(publishParamsSchema, params)
    await state.publish(connection, { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation })
    return { result: true }
  },

  async irn_batchPublish(state, connection, params) {
    const { messages } = parseParams(batchPublishParamsSchema, params)
    for (const { message } of messages) state.assertMessageSize(message)
    // Stored in order (the synchronous part of each store runs in turn), made durable by one group commit.
    await Promise.all(
      messages.map(({ topic, message, ttl, tag, attestation }) => state.publish(connection, { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation })),
    )
    return { result: true }
  },

  async irn_subscribe(state, connection, params) {
    const { topic } = parseParams(subscribeParamsSchema, params)
    const id = await state.subscribe(connection, topic)
    return { result: id, after: () => state.deliverStored(connection, topic) }
  },

  async irn_batchSubscribe(state, connection, params) {
    const topics = [...new Set(parseParams(batchSubscribeParamsSchema, params).topics)]
    state.assertSubscriptionCapacity(connection, topics)
    const ids = await Promise.all(topics.map((topic) => state.subscribe(connection, topic)))
    return { result: ids, after: () => topics.forEach((topic) => state.deliverStored(connection, topic)) }
  },

  async irn_unsubscribe(state, connection, params) {
    const { topic } = parseParams(unsubscribeParamsSchema, params)
    state.unsubscribe(connection, topic)
    return { result: true }
  },

  async irn_batchUnsubscribe(state, connection, params) {
    const { subscriptions } = parseParams(batchUnsubscribeParamsSchema, params)
    for (const { topic } of subscriptions) state.unsubscribe(connection, topic)
    return { result: true }
  },

  async irn_fetchMessages(state, connection, params) {
    const { topic } = parseParams(fetchMessagesParamsSchema, params)
    return { result: await state.fetch(connection, [topic]) }
  },

  async irn_batchFetchMessages(state, connection, params) {
    const { topics } = parseParams(batchFetchMessagesParamsSchema, params)
    return { result: await state.fetch(connection, topics) }
  },

  /**
   * From the dapp (sign-client `connect()`): it created the pairing with `skipSubscribe`, so the
   * relay subscribes it to the pairing topic here and keeps the proposal there for the wallet,
   * which receives it when `pair({ uri })` subscribes.
   */
  async wc_proposeSession(state, connection, params) {
    const { pairingTopic, sessionProposal: message, ttl, tag, attestation } = parseParams(proposeSessionParamsSchema, params)
    state.assertMessageSize(message)
    state.assertSubscriptionCapacity(connection, [pairingTopic])
    const { stored } = await state.store(connection, {
      topic: pairingTopic,
      message,
      ttlSeconds: ttl ?? sessionProposal.ttl,
      tag: tag ?? sessionProposal.tag,
      attestation,
    })
    await state.subscribe(connection, pairingTopic)
    state.fanOut(stored)
    return { result: true, after: () => state.deliverStored(connection, pairingTopic) }
  },

  /**
   * From the wallet (sign-client `approve()`): it subscribed to the session topic with
   * `skipSubscribe`, so the relay subscribes it here. The proposal response goes to the pairing
   * topic (the dapp) and the wc_sessionSettle request to the session topic, which the dapp
   * subscribes to once it has decrypted the response.
   */
  async wc_approveSession(state, connection, params) {
    const parsed = parseParams(approveSessionParamsSchema, params)
    const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } = parsed
    state.assertMessageSize(sessionProposalResponse)
    state.assertMessageSize(sessionSettlementRequest)
    state.assertSubscriptionCapacity(connection, [sessionTopic])
    const ttlSeconds = parsed.ttl ?? sessionProposal.ttl
    const response = await state.store(connection, {
      topic: pairingTopic,
      message: sessionProposalResponse,
      ttlSeconds,
      tag: sessionProposalResponseTag,
      attestation: parsed.attestation,
    })
    let settle: Awaited<ReturnType<RelayState['store']>>
    try {
      settle = await state.store(connection, {
        topic: sessionTopic,
        message: sessionSettlementRequest,
        ttlSeconds,
        tag: sessionSettleRequestTag,
        attestation: parsed.attestation,
      })
    } catch (error) {
      if (response.isNew) await state.removeStored(response.stored)
      throw error
    }
    await state.subscribe(connection, sessionTopic)
    state.fanOut(response.stored)
    state.fanOut(settle.stored)
    return { result: true, after: () => state.deliverStored(connection, sessionTopic) }
  },
}

/** Names of the methods the relay implements. */
export const relayMethods: readonly string[] = Object.keys(handlers)

/**
 * Runs one JSON-RPC request against the relay state. Throws RpcError (-32601 for an unknown
 * method, -32602 for invalid params, or a relay cap error).
 */
export function handleRequest(state: RelayState, connection: RelayConnection, method: string, params: unknown): Promise<HandleRequestReturnType> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler) return Promise.reject(new RpcError(rpcErrorCodes.methodNotFound, `Method not found: ${method}`))
  return handler(state, connection, params)
}

function parseParams<schema extends z.ZodType>(schema: schema, params: unknown): z.output<schema> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  throw new RpcError(rpcErrorCodes.invalidParams, `Invalid params: ${z.prettifyError(parsed.error)}`)
}

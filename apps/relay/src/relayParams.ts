import { z } from 'zod'

/** A WalletConnect topic: the sha256 of a key, as 64 lower-case hex characters. */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex characters')

/** Time to live in seconds, as WalletConnect clients send it (clamped to `maxTtlSeconds`). */
const ttlSchema = z.number().int().positive()
const tagSchema = z.number().int().nonnegative()
const messageSchema = z.string().min(1)
const attestationSchema = z.string().nullish()
const subscriptionIdSchema = z.string().min(1).max(128)

/** Extra keys (WalletConnect's "tvf" fields: correlationId, rpcMethods, chainId, ...) are allowed and ignored. */
export const publishParamsSchema = z.looseObject({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: tagSchema.optional(),
  prompt: z.boolean().optional(),
  attestation: attestationSchema,
})

export const batchPublishParamsSchema = z.looseObject({
  messages: z.array(publishParamsSchema).min(1).max(100),
})

export const subscribeParamsSchema = z.looseObject({ topic: topicSchema })

export const batchSubscribeParamsSchema = z.looseObject({
  topics: z.array(topicSchema).min(1).max(1_000),
})

export const unsubscribeParamsSchema = z.looseObject({
  topic: topicSchema,
  id: subscriptionIdSchema,
})

export const batchUnsubscribeParamsSchema = z.looseObject({
  subscriptions: z.array(unsubscribeParamsSchema).min(1).max(1_000),
})

export const fetchMessagesParamsSchema = z.looseObject({ topic: topicSchema })

export const batchFetchMessagesParamsSchema = z.looseObject({
  topics: z.array(topicSchema).min(1).max(1_000),
})

/** sign-client 2.25 `sendProposeSession`: the dapp's encrypted wc_sessionPropose request for the pairing topic. */
export const proposeSessionParamsSchema = z.looseObject({
  pairingTopic: topicSchema,
  sessionProposal: messageSchema,
  ttl: ttlSchema.optional(),
  tag: tagSchema.optional(),
  prompt: z.boolean().optional(),
  attestation: attestationSchema,
})

/**
 * sign-client 2.25 `sendApproveSession`: the wallet's encrypted wc_sessionPropose result (for the
 * pairing topic) and wc_sessionSettle request (for the new session topic).
 */
export const approveSessionParamsSchema = z.looseObject({
  sessionTopic: topicSchema,
  pairingTopic: topicSchema,
  sessionProposalResponse: messageSchema,
  sessionSettlementRequest: messageSchema,
  ttl: ttlSchema.optional(),
  tag: tagSchema.optional(),
  prompt: z.boolean().optional(),
  attestation: attestationSchema,
})

/** One probe of one upstream. */
export interface UpstreamSample {
  readonly latencyMs: number
  readonly ok: boolean
}

/** The fallback ranking's figures: the last 10 probe rounds, stability weighs 0.7 and latency 0.3, a round every 4 s (1 s probe timeout). */
export const RANK_SAMPLE_COUNT = 10
export const RANK_STABILITY_WEIGHT = 0.7
export const RANK_LATENCY_WEIGHT = 0.3
export const RANK_INTERVAL_MS = 4_000
export const RANK_PROBE_TIMEOUT_MS = 1_000

/**
 * The upstreams' indexes, best first, from the kept probe rounds (each round holds one sample
 * per upstream): score = 0.7 × stability (share of answered probes) + 0.3 × (1 − mean latency /
 * the slowest probe kept); an upstream that answered none scores 0. The same scoring as viem's
 * ranked `fallback` transport, which the kit uses in the browser. Ties keep the configured order.
 */
export function rankUpstreams(rounds: readonly (readonly UpstreamSample[])[], upstreamCount: number): number[] {
  const indexes = Array.from({ length: upstreamCount }, (_, index) => index)
  if (rounds.length === 0) return indexes
  const maxLatency = Math.max(...rounds.flatMap((round) => round.map((sample) => sample.latencyMs)))
  const score = (index: number): number => {
    const samples = rounds.map((round) => round[index]).filter((sample) => sample !== undefined)
    if (samples.length === 0) return 0
    const stability = samples.filter((sample) => sample.ok).length / samples.length
    if (stability === 0) return 0
    const meanLatency = samples.reduce((sum, sample) => sum + sample.latencyMs, 0) / samples.length
    const latencyScore = maxLatency > 0 ? 1 - meanLatency / maxLatency : 1
    return RANK_LATENCY_WEIGHT * latencyScore + RANK_STABILITY_WEIGHT * stability
  }
  const scores = indexes.map(score)
  return indexes.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b)
}

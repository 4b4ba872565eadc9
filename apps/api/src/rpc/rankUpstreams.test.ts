import { describe, expect, it } from 'vitest'
import { RANK_SAMPLE_COUNT, rankUpstreams, type UpstreamSample } from './rankUpstreams.js'

const ok = (latencyMs: number): UpstreamSample => ({ latencyMs, ok: true })
const down = (latencyMs: number): UpstreamSample => ({ latencyMs, ok: false })

describe('rankUpstreams', () => {
  it('default: no probe yet keeps the configured order', () => {
    expect(rankUpstreams([], 3)).toEqual([0, 1, 2])
  })

  it('latency: of two always answering upstreams the faster ranks first', () => {
    expect(
      rankUpstreams(
        [
          [ok(80), ok(10)],
          [ok(90), ok(12)],
        ],
        2,
      ),
    ).toEqual([1, 0])
  })

  it('stability weighs more than latency: a fast upstream failing 4 of 10 probes ranks after a slow steady one', () => {
    const rounds = Array.from({ length: RANK_SAMPLE_COUNT }, (_, round) => [round < 4 ? down(5) : ok(5), ok(100)])
    // fast: 0.7 × 0.6 + 0.3 × 0.95 = 0.705; steady: 0.7 × 1 + 0.3 × 0 = 0.7 — then one more failure tips it.
    expect(rankUpstreams(rounds, 2)).toEqual([0, 1])
    const worse = rounds.map((round, index) => (index === 4 ? [down(5), ok(100)] : round))
    expect(rankUpstreams(worse, 2)).toEqual([1, 0])
  })

  it('parameters: an upstream that answered no probe scores 0 and goes last', () => {
    expect(rankUpstreams([[down(1), ok(50), ok(40)]], 3)).toEqual([2, 1, 0])
  })
})

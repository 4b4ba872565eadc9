import { describe, expect, test } from 'vitest'
import { afterNextRender } from './afterNextRender.js'

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

describe('afterNextRender', () => {
  test('behavior: runs in a task after the next frame, not in it', async () => {
    const order: string[] = []
    afterNextRender(() => order.push('task'))
    requestAnimationFrame(() => {
      order.push('frame')
      queueMicrotask(() => order.push('frame microtask'))
    })
    await Promise.resolve()
    expect(order).toEqual([])
    await nextFrame()
    expect(order).toEqual(['frame', 'frame microtask'])
    await new Promise((resolve) => setTimeout(resolve))
    expect(order).toEqual(['frame', 'frame microtask', 'task'])
  })

  test('behavior: a cancelled task never runs, before or after its frame', async () => {
    let runs = 0
    afterNextRender(() => runs++)()
    const cancelAfterFrame = afterNextRender(() => runs++)
    await nextFrame()
    cancelAfterFrame()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runs).toBe(0)
  })
})

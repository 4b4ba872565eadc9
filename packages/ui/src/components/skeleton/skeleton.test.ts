import { describe, expect, test } from 'vitest'
import { elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitSkeleton } from './skeleton.component.js'
import './skeleton.js'

describe('kit-skeleton', () => {
  test('default', async () => {
    const el = await fixture<KitSkeleton>(html`<div style="width: 200px"><kit-skeleton></kit-skeleton></div>`)
    const skeleton = el.querySelector('kit-skeleton')!
    await elementUpdated(skeleton)
    const rect = skeleton.getBoundingClientRect()
    expect(rect.width).toBe(200)
    expect(rect.height).toBe(16)
    expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    expect(skeleton.getAttribute('data-testid')).toBe('skeleton')
    await expectAccessible(el)
  })

  test('parameters: width, height, circle', async () => {
    const el = await fixture<KitSkeleton>(html`<kit-skeleton width="40" height="40px" circle></kit-skeleton>`)
    expect(el.getBoundingClientRect().width).toBe(40)
    expect(el.getBoundingClientRect().height).toBe(40)
    expect(getComputedStyle(el).borderRadius).toBe('50%')
    el.width = '120px'
    await elementUpdated(el)
    expect(el.getBoundingClientRect().width).toBe(120)
  })
})

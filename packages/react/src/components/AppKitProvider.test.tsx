// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { StrictMode, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { KitContext } from '../context.js'
import { createTestKit, tick } from '../test/utils.js'
import { AppKitProvider } from './AppKitProvider.js'

function ProjectId() {
  return <>{useContext(KitContext)?.options.projectId}</>
}

test('default: provides the kit', () => {
  const kit = createTestKit({ projectId: 'provided' })
  const view = render(
    <AppKitProvider kit={kit}>
      <ProjectId />
    </AppKitProvider>,
  )
  expect(view.container.textContent).toBe('provided')
})

test('behavior: mounts an ssr kit after render, once (StrictMode)', async () => {
  const kit = createTestKit({ ssr: true })
  const mount = vi.spyOn(kit._internal, 'mount')
  // Nothing happens during render: renderToString leaves the kit alone.
  renderToString(<AppKitProvider kit={kit} />)
  expect(mount).not.toHaveBeenCalled()
  render(
    <StrictMode>
      <AppKitProvider kit={kit} />
    </StrictMode>,
  )
  await act(tick)
  expect(kit._internal.mounted).toBe(true)
  expect(kit._internal.state.initialized).toBe(true)
})

test('behavior: leaves a non-ssr kit alone (createKit mounted it already)', () => {
  const kit = createTestKit()
  const mount = vi.spyOn(kit._internal, 'mount')
  render(<AppKitProvider kit={kit} />)
  expect(mount).not.toHaveBeenCalled()
  expect(kit._internal.mounted).toBe(true)
})

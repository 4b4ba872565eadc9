import { BaseError } from '@kit/core'
import { expect, test } from 'vitest'
import { KitProviderNotFoundError } from './context.js'

test('KitProviderNotFoundError', () => {
  const error = new KitProviderNotFoundError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('KitProviderNotFoundError')
  expect(error.docsPath).toBe('/react/AppKitProvider')
  expect(error.message).toMatchInlineSnapshot(`
    "No kit found: \`useKit\` must be used within \`AppKitProvider\`, or after \`createAppKit()\` has run.

    Create the kit outside your components with \`createAppKit({ ... })\`,
    and optionally wrap your app in \`<AppKitProvider kit={kit}>\` (required for several kits on one page).
    Version: @kit/core@0.1.0"
  `)
})

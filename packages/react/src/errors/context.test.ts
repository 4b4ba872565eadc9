import { BaseError as CoreError } from '@kit/core'
import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { KitProviderNotFoundError } from './context.js'

test('KitProviderNotFoundError', () => {
  const error = new KitProviderNotFoundError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toBeInstanceOf(CoreError)
  expect(error.name).toBe('KitProviderNotFoundError')
  expect(error.docsPath).toBe('/react/AppKitProvider')
  expect(error.message).toMatchInlineSnapshot(`
    "\`useKit\` must be used within \`AppKitProvider\`.

    Create the kit outside your components with \`createAppKit({ ... })\`, then wrap your app in
    \`<AppKitProvider kit={kit}>\`, or pass the kit to the hook: \`useAppKitAccount({ kit })\`.

    Docs: docs/react/AppKitProvider.md in the Kit repository
    Version: @kit/react@0.1.0"
  `)
})

import { BaseError as CoreError } from '@kit/core'
import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import { KitNotChosenError, KitProviderNotFoundError } from './context.js'

test('KitProviderNotFoundError', () => {
  const error = new KitProviderNotFoundError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toBeInstanceOf(CoreError)
  expect(error.name).toBe('KitProviderNotFoundError')
  expect(error.docsPath).toBe('/react/AppKitProvider')
  expect(error.message).toMatchInlineSnapshot(`
    "\`useKit\` found no kit: call \`createAppKit\` first, or use the hook within \`AppKitProvider\`.

    Create the kit outside your components with \`createAppKit({ ... })\` (hooks then find it), or
    wrap your app in \`<AppKitProvider kit={kit}>\`, or pass the kit to the hook: \`useAppKitAccount({ kit })\`.

    Docs: docs/react/AppKitProvider.md in the Kit repository
    Version: @kit/react@0.1.0"
  `)
})

test('KitNotChosenError', () => {
  const error = new KitNotChosenError({ count: 3 })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('KitNotChosenError')
  expect(error.docsPath).toBe('/react/AppKitProvider')
  expect(error.shortMessage).toBe('`useKit` found 3 kits made with `createAppKit` in this page and cannot tell which one is meant.')
})

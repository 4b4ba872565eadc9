import { describe, expect, test } from 'vitest'
import { DEFAULT_ANCESTORS } from '../config/secureConfigSchema.js'
import { frameAncestorsDirective } from './frameAncestors.js'

describe('frameAncestorsDirective', () => {
  test('default: SPEC section 6 ancestors, all valid CSP host sources', () => {
    expect(frameAncestorsDirective(DEFAULT_ANCESTORS)).toMatchInlineSnapshot(`"frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://localhost:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app"`)
  })

  test('behavior: IPv6 literals and anything that is not a host source are dropped', () => {
    expect(
      frameAncestorsDirective([
        'http://[::1]:*',
        'http://[::1]:5173',
        'https://app.example.com',
        "https://x.dev; script-src 'unsafe-inline'",
        'javascript:alert(1)',
        'http://127.0.0.1:5273',
        '*',
      ]),
    ).toBe("frame-ancestors 'self' https://app.example.com http://127.0.0.1:5273")
  })
})

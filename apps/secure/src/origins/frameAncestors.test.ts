import { describe, expect, test } from 'vitest'
import { DEFAULT_PROJECTS } from '../config/secureConfigSchema.js'
import { frameAncestorsDirective } from './frameAncestors.js'

describe('frameAncestorsDirective', () => {
  test('default: the demo project lists its own dev origins, nothing else', () => {
    expect(frameAncestorsDirective(DEFAULT_PROJECTS[0]!.allowedOrigins)).toMatchInlineSnapshot(
      `"frame-ancestors 'self' http://127.0.0.1:5173 http://localhost:5173 http://127.0.0.1:5273 http://localhost:5273"`,
    )
    expect(frameAncestorsDirective([])).toBe("frame-ancestors 'self'")
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

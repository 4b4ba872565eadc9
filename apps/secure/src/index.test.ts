import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_CHAINS",
      "DEFAULT_PROJECTS",
      "isOriginAllowed",
      "loadSecureConfig",
      "matchOrigin",
      "secureConfigSchema",
      "startSecure",
    ]
  `)
})

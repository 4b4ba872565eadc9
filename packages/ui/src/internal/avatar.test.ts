import { expect, test } from 'vitest'
import { getAvatarColors, getAvatarGradient, getInitials, getNameColor, hashString } from './avatar.js'

test('default', () => {
  expect(getAvatarColors('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toMatchInlineSnapshot(`
    [
      "hsl(121 76% 58%)",
      "hsl(148 88% 62%)",
      "hsl(175 87% 51%)",
      "hsl(202 70% 60%)",
      "hsl(229 83% 55%)",
    ]
  `)
})

test('behavior: deterministic and case-insensitive', () => {
  const a = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  expect(getAvatarGradient(a)).toBe(getAvatarGradient(a.toLowerCase()))
  expect(getAvatarGradient(a)).not.toBe(getAvatarGradient('0x0000000000000000000000000000000000000001'))
  expect(hashString('abc')).toMatchInlineSnapshot(`440920331`)
})

test('getInitials', () => {
  expect(['Base Sepolia', 'ethereum', 'OP Mainnet', 'zkSync-Era', ''].map((name) => getInitials(name))).toMatchInlineSnapshot(`
      [
        "BS",
        "E",
        "OM",
        "ZE",
        "",
      ]
    `)
})

test('getNameColor', () => {
  expect(getNameColor('Base')).toMatchInlineSnapshot(`"hsl(240 60% 50%)"`)
})

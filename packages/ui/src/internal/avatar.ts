/** 32-bit FNV-1a hash of `text` (case-insensitive), deterministic across platforms. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  const value = text.toLowerCase()
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A small deterministic pseudo-random generator (mulberry32) seeded from a string. */
export function createRandom(seed: string): () => number {
  let state = hashString(seed) || 1
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Five harmonious HSL colours derived from an address: a base hue plus neighbours, used as the
 * stops of the avatar gradient. Same address (any case) → same colours.
 */
export function getAvatarColors(address: string): string[] {
  const random = createRandom(address)
  const baseHue = Math.floor(random() * 360)
  const spread = 30 + Math.floor(random() * 60)
  return Array.from({ length: 5 }, (_, index) => {
    const hue = (baseHue + (index - 2) * (spread / 2) + 360) % 360
    const saturation = 70 + Math.floor(random() * 25)
    const lightness = 50 + Math.floor(random() * 18)
    return `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)`
  })
}

/** The CSS `background` of the gradient avatar for `address`. */
export function getAvatarGradient(address: string): string {
  const colors = getAvatarColors(address)
  const random = createRandom(`${address}:positions`)
  const spot = () => `${Math.round(10 + random() * 80)}% ${Math.round(10 + random() * 80)}%`
  const [c0, c1, c2, c3, c4] = colors as [string, string, string, string, string]
  return [
    `radial-gradient(circle at ${spot()}, ${c1} 0%, transparent 55%)`,
    `radial-gradient(circle at ${spot()}, ${c2} 0%, transparent 50%)`,
    `radial-gradient(circle at ${spot()}, ${c3} 0%, transparent 60%)`,
    `radial-gradient(circle at ${spot()}, ${c4} 0%, transparent 55%)`,
    c0,
  ].join(', ')
}

/** Up to two initials of a name (`'Base Sepolia'` → `'BS'`, `'ethereum'` → `'E'`). */
export function getInitials(name: string, length = 2): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? words.map((word) => word[0] ?? '') : [words[0]?.[0] ?? '']
  return letters.join('').slice(0, length).toUpperCase()
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100
  const l = lightness / 100
  const k = (n: number) => (n + hue / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
}

/**
 * A deterministic solid colour for a name, for fallback badges (initials). It is always dark
 * enough for white text to meet WCAG AA (4.5:1), whatever the hue.
 */
export function getNameColor(name: string): string {
  const hue = hashString(name) % 360
  let lightness = 50
  while (lightness > 20 && 1.05 / (relativeLuminance(hslToRgb(hue, 60, lightness)) + 0.05) < 4.6) lightness -= 2
  return `hsl(${hue} 60% ${lightness}%)`
}

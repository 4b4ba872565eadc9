import { describe, expect, test } from 'vitest'
import { createThemeStyles, getThemeTokens } from './theme.js'
import { darkPalette, lightPalette, lightTokens, tokenNames } from './tokens.js'

describe('createThemeStyles', () => {
  test('default', () => {
    const styles = createThemeStyles('light')
    expect(styles).toContain('--kit-accent: #1B72DB;')
    expect(styles).toContain('--kit-z-index: 999;')
    expect(styles).toContain('--kit-color-bg: #FFFFFF;')
    expect(styles).toContain('color-scheme: light;')
  })

  test('parameters: mode', () => {
    expect(createThemeStyles('dark')).toContain(`--kit-color-bg: ${darkPalette['--kit-color-bg']};`)
    expect(createThemeStyles('dark')).toContain('color-scheme: dark;')
  })

  test('parameters: variables', () => {
    const tokens = getThemeTokens('light', {
      '--kit-accent': '#7B61FF',
      '--kit-font-family': 'Inter, sans-serif',
      '--kit-border-radius': '8px',
      '--kit-z-index': 50,
    })
    expect({
      accent: tokens['--kit-accent'],
      font: tokens['--kit-font-family'],
      radius: tokens['--kit-border-radius'],
      zIndex: tokens['--kit-z-index'],
    }).toMatchInlineSnapshot(`
      {
        "accent": "#7B61FF",
        "font": "Inter, sans-serif",
        "radius": "8px",
        "zIndex": "50",
      }
    `)
  })

  test('parameters: color mix', () => {
    const tokens = getThemeTokens('dark', { '--kit-color-mix': '#00BB7F', '--kit-color-mix-strength': 20 })
    expect(tokens['--kit-color-bg']).toMatchInlineSnapshot(`"color-mix(in srgb, #00BB7F 20%, #17181A)"`)
    expect(getThemeTokens('dark', { '--kit-color-mix': '#00BB7F' })['--kit-color-bg']).toBe(darkPalette['--kit-color-bg'])
  })

  test('behavior: values that could break out of the declaration block are ignored', () => {
    const styles = createThemeStyles('light', { '--kit-accent': 'red; } body { display: none' })
    expect(styles).toContain('--kit-accent: #1B72DB;')
    expect(styles).not.toContain('display: none')
  })

  test('behavior: the styles apply to a shadow host', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(`:host { ${createThemeStyles('dark', { '--kit-accent': '#7B61FF' })} }`)
    root.adoptedStyleSheets = [sheet]
    document.body.append(host)
    const style = getComputedStyle(host)
    expect(style.getPropertyValue('--kit-accent').trim()).toBe('#7B61FF')
    expect(style.getPropertyValue('--kit-color-bg').trim()).toBe(darkPalette['--kit-color-bg'])
    host.remove()
  })
})

test('palettes define the same tokens', () => {
  expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort())
  for (const name of tokenNames) expect(lightTokens[name], name).toBeTruthy()
})

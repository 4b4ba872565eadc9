#!/usr/bin/env node
// Draws the catalogue's icons (no downloads): a rounded square in each wallet's brand colour
// with its initials, plus simple token, network and currency icons. Each wallet's `image_id` is
// the first 16 hex characters of the SHA-256 of its SVG (so image URLs can be cached forever);
// the script writes the ids back into data/wallets.json and removes icons no wallet uses.
// Usage: node scripts/generate-wallet-icons.mjs          -> (re)write the icons and ids
//        node scripts/generate-wallet-icons.mjs --check  -> exit 1 if anything is out of date
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const walletsFile = join(root, 'data/wallets.json')
const imagesDir = join(root, 'data/images')
const check = process.argv.includes('--check')

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
function textColour(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance > 0.4 ? '#141414' : '#FFFFFF'
}

/** Up to two initials: the capitals or digits starting words ("MetaMask" → "MM", "1inch Wallet" → "1W"). */
export function initials(name) {
  const words = name
    .replace(/[{}().']/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const starts = words.map((word) => word[0])
  const camel = words.length === 1 ? (words[0].match(/[A-Z0-9]/g) ?? []) : []
  const letters = camel.length >= 2 ? camel : starts.length >= 2 ? starts : [words[0]?.[0] ?? '?', words[0]?.[1] ?? '']
  return letters.slice(0, 2).join('').toUpperCase()
}

function squareIcon(label, colour, size = 96) {
  const fontSize = label.length > 2 ? 30 : label.length === 2 ? 38 : 46
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="96" height="96" rx="22" fill="${colour}"/>` +
    `<text x="48" y="48" dy="0.35em" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${textColour(colour)}">${escapeXml(label)}</text>` +
    `</svg>\n`
  )
}

function circleIcon(label, colour) {
  const fontSize = label.length > 3 ? 22 : label.length === 3 ? 28 : 36
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="48" dy="0.35em" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${textColour(colour)}">${escapeXml(label)}</text>` +
    `</svg>\n`
  )
}

const TOKENS = { ETH: ['ETH', '#627EEA'], USDC: ['USDC', '#2775CA'], TST: ['TST', '#8E44AD'] }
const NETWORKS = {
  'eip155-1': ['ETH', '#627EEA'],
  'eip155-31337': ['AN', '#F2A93B'],
  'eip155-8453': ['B', '#0052FF'],
  solana: ['SOL', '#9945FF'],
  bitcoin: ['BTC', '#F7931A'],
}
const CURRENCIES = { USD: ['$', '#2E7D32'], EUR: ['€', '#1E3A8A'], GBP: ['£', '#6A1B9A'] }

let outdated = false
function write(path, content) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  if (current === content) return
  if (check) {
    console.error(`out of date: ${path}`)
    outdated = true
    return
  }
  writeFileSync(path, content)
}

function writeFolder(kind, files) {
  const dir = join(imagesDir, kind)
  mkdirSync(dir, { recursive: true })
  for (const [name, svg] of files) write(join(dir, `${name}.svg`), svg)
  const keep = new Set(files.map(([name]) => `${name}.svg`))
  for (const file of readdirSync(dir)) {
    if (keep.has(file)) continue
    if (check) {
      console.error(`stale: ${join(dir, file)}`)
      outdated = true
    } else rmSync(join(dir, file))
  }
}

const wallets = JSON.parse(readFileSync(walletsFile, 'utf8'))
const walletFiles = wallets.map((wallet) => {
  const svg = squareIcon(initials(wallet.name), wallet.color)
  wallet.image_id = createHash('sha256').update(svg).digest('hex').slice(0, 16)
  return [wallet.image_id, svg]
})
write(walletsFile, `${JSON.stringify(wallets, null, 2)}\n`)
writeFolder('wallets', walletFiles)
writeFolder(
  'tokens',
  Object.entries(TOKENS).map(([symbol, [label, colour]]) => [symbol, circleIcon(label, colour)]),
)
writeFolder(
  'assets',
  Object.entries(NETWORKS).map(([id, [label, colour]]) => [id, squareIcon(label, colour)]),
)
writeFolder(
  'currencies',
  Object.entries(CURRENCIES).map(([code, [label, colour]]) => [code, circleIcon(label, colour)]),
)

if (outdated) process.exit(1)
console.log(check ? 'icons are up to date' : `wrote ${walletFiles.length} wallet icons and the token, network and currency icons`)

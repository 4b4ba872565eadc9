// bench/compare.mjs's output: one table of the kits' figures and the goals for Kit of the page
// shape and profile measured (issue 12 for the minimal page, issue 38 for the full and wagmi pages
// and the phone profile).
import { defaultClickAfterMs } from './comparePage.mjs'

const kib = (bytes) => (bytes / 1024).toFixed(1)
/** Milliseconds; `digits` 1 for the click figures (about 10 ms, where a rounded 11 against a limit of 11 says nothing). */
const ms = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const mib = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024 / 1024).toFixed(2) : 'n/a')
/** Blocked requests to hosts the app did not configure, over all runs. */
const foreignTotal = (result) => [...result.foreign.values()].reduce((sum, count) => sum + count, 0)
const verdict = (ok) => (ok ? 'met' : 'MISSED')

export const titles = {
  minimal: 'Minimal page (React 18, mainnet, one connect button)',
  full: 'Full page (EVM + Solana + Bitcoin where the kit has them, email and social login, WalletConnect, SIWX required)',
  wagmi: 'wagmi page (WagmiProvider, QueryClientProvider, useAccount shown, the kit’s button)',
}

/** The table: one line per kit (or why it was not measured), then the versions installed. */
export function printTable({ shape, profile, runs, results, labels, clickAfterMs = defaultClickAfterMs }) {
  const click = clickAfterMs === defaultClickAfterMs ? '' : `click ${clickAfterMs} ms after the button shows, `
  console.log(
    `${titles[shape]}, ${profile === 'phone' ? 'phone profile (CPU 4× slower, Slow 4G), ' : ''}${click}medians of ${runs} runs, external requests blocked`,
  )
  const header = ['kit'.padEnd(14), 'first load JS KiB br, files (+CSS)'.padEnd(34), 'nav→button ms'.padEnd(14), 'click→list ms'.padEnd(14)]
  console.log([...header, 'click→frame ms'.padEnd(15), 'heap MiB'.padEnd(9), 'foreign requests'].join(' '))
  for (const [name, result] of Object.entries(results)) {
    const label = labels[name].padEnd(14)
    if (result.error) {
      console.log(`${label} not measured: ${result.error}`)
      continue
    }
    const hosts = [...result.foreign.keys()].join(', ')
    const cells = [
      label,
      `${kib(result.load.js)}, ${result.load.files}${result.load.css ? ` (+${kib(result.load.css)})` : ''}`.padEnd(34),
      ms(result.navToButton).padEnd(14),
      ms(result.clickToList, 1).padEnd(14),
      ms(result.clickToFrame, 1).padEnd(15),
      mib(result.heap).padEnd(9),
      `${(foreignTotal(result) / runs).toFixed(0)} a load${hosts ? ` (${hosts})` : ''}`,
    ]
    console.log(cells.join(' '))
    if (result.errors.length) console.log(`${' '.repeat(15)}page errors: ${result.errors.slice(0, 3).join(' | ')}`)
  }
  const versions = Object.entries(results).map(
    ([name, result]) =>
      `${name} ${Object.entries(result.versions ?? {})
        .filter(([dep]) => dep !== 'react-dom' && !dep.startsWith('@kit/'))
        .map(([dep, version]) => `${dep}@${version}`)
        .join(' ')}`,
  )
  console.log(`versions: ${versions.join('; ')}`)
}

/**
 * Every column Kit is behind some other kit on (bare wagmi is the yardstick, not a kit). A kit
 * with no figure in a column (its page failed) is left out of that column, not counted as beaten.
 */
function behindOn(results, columns) {
  const kit = results.kit
  const others = Object.entries(results).filter(([name, result]) => name !== 'kit' && name !== 'wagmi' && result.load)
  const behind = columns
    .filter(([, value]) => others.some(([, result]) => Number.isFinite(value(result)) && !(value(kit) <= value(result))))
    .map(([column]) => column)
  const unmeasured = others.filter(([, result]) => columns.some(([, value]) => !Number.isFinite(value(result)))).map(([name]) => name)
  return { others, behind, unmeasured }
}

const allColumns = [
  ['first load', (result) => result.load.js],
  ['nav→button', (result) => result.navToButton],
  ['click→list', (result) => result.clickToList],
  ['click→frame', (result) => result.clickToFrame],
  ['heap', (result) => result.heap],
  ['foreign requests', foreignTotal],
]

/** "Kit first on every column": met, or the columns where it is behind. */
function printAhead(results, labels, columns) {
  const { others, behind } = behindOn(results, columns)
  if (others.length === 0) return
  const against = others.map(([name]) => labels[name]).join(', ')
  console.log(
    `  Kit first on ${columns.map(([column]) => column).join(', ')} against ${against}: ${behind.length ? `behind on ${behind.join(', ')}, MISSED` : 'met'}`,
  )
}

/**
 * Not a goal: navigation → list for a visitor who clicks when the bench does, per kit. A kit whose
 * modal is a chunk of its own shows its button sooner and its list later after the click; this
 * says which list is on screen first.
 */
function printNavToList(results, labels) {
  const figures = Object.entries(results)
    .filter(([, result]) => Number.isFinite(result.navToList))
    .map(([name, result]) => `${labels[name]} ${ms(result.navToList)}`)
  if (figures.length) console.log(`  (navigation → list on screen, clicking as above: ${figures.join(', ')} ms)`)
}

/** `value ≤ factor × bare wagmi's` for one timing column. */
function printRatio(kit, wagmi, column, key, factor, digits) {
  const limit = factor * wagmi[key]
  console.log(
    `  ${column} ≤ ${factor}× bare wagmi (${ms(limit, digits)} ms): ${ms(kit[key], digits)} ms (${(kit[key] / wagmi[key]).toFixed(2)}×), ${verdict(kit[key] <= limit)}`,
  )
}

/**
 * The goals for Kit: per shape on the desktop profile; on the phone profile nav→button and
 * click→list within 1.3× bare wagmi and ahead of every kit. `kitMinimalLoad`: Kit's minimal page's
 * first load (the full page's goal is relative to it).
 */
export function printGoals({ shape, profile, results, labels, kitMinimalLoad }) {
  const { kit, wagmi } = results
  if (!kit?.load || !wagmi?.load) return
  console.log(`Goals for Kit (${shape} page, ${profile} profile):`)
  if (profile === 'phone') {
    printRatio(kit, wagmi, 'nav→button', 'navToButton', 1.3, 0)
    printRatio(kit, wagmi, 'click→list', 'clickToList', 1.3, 1)
    printAhead(results, labels, allColumns.slice(1, 3))
    return printNavToList(results, labels)
  }
  if (shape === 'minimal') {
    const foreign = foreignTotal(kit)
    console.log(`  first load ≤ 110 KiB: ${kib(kit.load.js)} KiB, ${verdict(kit.load.js <= 110 * 1024)}`)
    printRatio(kit, wagmi, 'nav→button', 'navToButton', 1.2, 0)
    printRatio(kit, wagmi, 'click→list', 'clickToList', 1.2, 1)
    console.log(`  heap ≤ 5 MiB: ${mib(kit.heap)} MiB, ${verdict(kit.heap <= 5 * 1024 * 1024)}`)
    console.log(`  zero foreign requests: ${foreign}, ${verdict(foreign === 0)}`)
  }
  if (shape === 'full') {
    const limit = 1.4 * (kitMinimalLoad?.js ?? Number.NaN)
    console.log(
      `  first load ≤ 1.4× Kit's minimal page (${kib(limit)} KiB; minimal ${kitMinimalLoad ? kib(kitMinimalLoad.js) : 'n/a'}): ${kib(kit.load.js)} KiB in ${kit.load.files} files, ${verdict(kit.load.js <= limit)}`,
    )
    printRatio(kit, wagmi, 'nav→button', 'navToButton', 1.2, 0)
  }
  if (shape === 'wagmi') {
    const limit = wagmi.load.js + 40 * 1024
    console.log(
      `  first load ≤ bare wagmi's + 40 KiB (${kib(limit)} KiB): ${kib(kit.load.js)} KiB in ${kit.load.files} files, ${verdict(kit.load.js <= limit)}`,
    )
  }
  printAhead(results, labels, allColumns)
}

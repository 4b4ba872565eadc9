// Small helpers the benchmarks share: `--name value` number options, a free loopback port, process
// CPU time, a median, what a built page loads first (e2e/packaging.spec.ts uses that one too) and
// a query through shadow roots for code run in a page.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** The median of the finite values (a run that measured nothing is NaN and left out); NaN if none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN
}

/** `--name 12` on the command line as a number, or `fallback`. */
export function numberOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * CPU time (user + system, ms) used so far by process `pid` and its live children, from /proc
 * (Linux; undefined elsewhere). On a shared machine CPU per request is the figure that does not
 * depend on what else runs.
 */
export function processTreeCpuMs(pid) {
  const ticks = (stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // fields from the 3rd on
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) }
  }
  try {
    let total = 0
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      let stat
      try {
        stat = ticks(readFileSync(`/proc/${entry}/stat`, 'utf8'))
      } catch {
        continue // gone meanwhile
      }
      if (Number(entry) === pid || stat.ppid === pid) total += stat.cpu
    }
    return (total * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return undefined
  }
}

/** Brotli size of `bytes` at quality 11, as a server precompresses static files. */
export const brotliSize = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/**
 * The scripts a built page runs before anything happens: its entry scripts in `page` and, from
 * them, every static import (dynamic imports stay out). Paths relative to `dist`, entry first.
 */
export function firstLoadFiles(dist, page = 'index.html') {
  const html = readFileSync(join(dist, page), 'utf8')
  const queue = [...html.matchAll(/<script[^>]+src="\.?\/([^"]+\.js)"/g)].map((match) => match[1])
  const seen = new Set()
  while (queue.length) {
    const file = queue.shift()
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(join(dist, file), 'utf8')
    for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(join(dirname(file), match[1]))
  }
  return [...seen]
}

/** In a page: the first element matching `selector` under `rootNode`, through open shadow roots. */
function deepQuery(rootNode, selector) {
  const found = rootNode.querySelector(selector)
  if (found) return found
  for (const element of rootNode.querySelectorAll('*'))
    if (element.shadowRoot) {
      const inner = deepQuery(element.shadowRoot, selector)
      if (inner) return inner
    }
  return null
}

/** `deepQuery`'s source, for code run in a page: `const deep = (0, eval)(deepQuerySource)`. */
export const deepQuerySource = `(${deepQuery})`

// Which packages a built page's first load holds (bench/compare.mjs, KIT_COMPARE_FILES=1): each
// first-load file's bytes are given to the source its sourcemap maps them to (the apps are built
// with hidden sourcemaps: the files served are byte for byte those of a build without), summed by
// npm package, and scaled to the page's brotli size.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliSize, firstLoadFiles } from './benchUtils.mjs'

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** One sourcemap segment's VLQ fields. */
function decodeSegment(segment) {
  const fields = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = base64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/** `…/node_modules/@scope/name/…` → '@scope/name'; the app's own sources → '(app)'; unmapped → '(unmapped)'. */
function packageOf(source) {
  if (source === undefined) return '(unmapped)'
  const path = source.split('node_modules/').at(-1)
  if (path === source) return '(app)'
  const parts = path.split('/')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Characters of one file by package, from its sourcemap (the whole file unmapped without one). */
function charsByPackage(code, map, totals) {
  const add = (name, count) => totals.set(name, (totals.get(name) ?? 0) + count)
  if (!map) return add('(unmapped)', code.length)
  const lines = code.split('\n')
  let source = 0
  map.mappings.split(';').forEach((line, index) => {
    let column = 0
    const points = (line ? line.split(',') : []).map((segment) => {
      const fields = decodeSegment(segment)
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      return { column, source: fields.length > 1 ? map.sources[source] : undefined }
    })
    points.forEach((point, at) => add(packageOf(point.source), (points[at + 1]?.column ?? lines[index]?.length ?? 0) - point.column))
  })
}

/** The packages of `dist`'s first load, largest first: `{ name, kib }` with kib its share of the brotli bytes. */
export function firstLoadPackages(dist) {
  const totals = new Map()
  let brotli = 0
  for (const file of firstLoadFiles(dist)) {
    const code = readFileSync(join(dist, file), 'utf8')
    brotli += brotliSize(Buffer.from(code))
    let map
    try {
      map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))
    } catch {
      map = undefined
    }
    charsByPackage(code, map, totals)
  }
  const chars = [...totals.values()].reduce((sum, count) => sum + count, 0)
  return [...totals]
    .map(([name, count]) => ({ name, kib: (count / chars) * (brotli / 1024) }))
    .filter((entry) => entry.kib > 0)
    .sort((a, b) => b.kib - a.kib)
}

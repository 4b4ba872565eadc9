// What a page's heaps hold, from a heap snapshot taken through the DevTools protocol. A Chromium
// snapshot has two heaps in it:
//  - V8's (what Runtime.getHeapUsage calls usedSize, "the JS heap"): the page's JavaScript
//    objects and V8's compiled code (bytecode, baseline and optimized code, feedback, inline-cache
//    handlers). Compiled code grows while V8 compiles lazily what a page reaches and tiers up
//    (Sparkplug, Maglev, Turbofan) the functions that have run enough; it is bounded by the code
//    the page runs and is not data the page keeps. Code is put to the script it was compiled from:
//    the page's own (its origin's URLs), the harness's (no URL: Playwright's injected scripts,
//    which run in the page's V8 heap to find and click elements, and the test wallet's init
//    script), or none (inline-cache handlers, allocation sites, regexp code);
//  - Blink's (Oilpan: the DOM, styles, and the browser's own buffers, reported apart from the JS
//    heap as embedderHeapUsedSize): the buffers are the DevTools Network domain's record of every
//    request (Playwright turns that domain on to report requests; one record per request until
//    its 100 MB budget) and the performance timeline's entries (event timing, long animation
//    frames, layout shifts, paints; each list capped by the browser), neither the page's data.
// It also counts the DOM nodes the snapshot marks attached to their document and detached from it
// (its `detachedness`, what DevTools' "Detached elements" lists). That differs from the renderer's
// own node count (Memory.getDOMCounters), which also counts the documents Blink builds for SVG
// images: each decoded data: SVG icon is a document of its own in Blink's image cache, kept or
// dropped by that cache, so the renderer's count moves with which icons it holds. Of the detached
// nodes, those of <template> elements and their contents are counted apart: lit keeps one
// <template> per `html` literal in the code and, from its first render, its content; they grow
// with the templates the page has shown so far (bounded by the code), not with each render.

/** Native object names that belong to the browser's buffers (see the header). */
const browserBuffers =
  /^(blink::NetworkResourcesData|Performance\w*Timing|LayoutShift|LayoutShiftAttribution|LargestContentfulPaint|InteractionContentfulPaint|TaskAttributionTiming|blink::ScriptTimingInfo)/

/** The snapshot's node and edge tables with the lookups the breakdown needs. */
function graphOf(snapshot) {
  const { meta } = snapshot.snapshot
  const { nodes, edges, strings } = snapshot
  const width = meta.node_fields.length
  const edgeWidth = meta.edge_fields.length
  const count = nodes.length / width
  const typeAt = meta.node_fields.indexOf('type')
  const nameAt = meta.node_fields.indexOf('name')
  const sizeAt = meta.node_fields.indexOf('self_size')
  const edgeCountAt = meta.node_fields.indexOf('edge_count')
  const detachednessAt = meta.node_fields.indexOf('detachedness')
  const edgeTypeAt = meta.edge_fields.indexOf('type')
  const edgeNameAt = meta.edge_fields.indexOf('name_or_index')
  const edgeToAt = meta.edge_fields.indexOf('to_node')
  const unnamed = new Set(['element', 'hidden'].map((type) => meta.edge_types[0].indexOf(type)))
  const firstEdge = new Uint32Array(count + 1)
  for (let node = 0; node < count; node += 1) firstEdge[node + 1] = firstEdge[node] + nodes[node * width + edgeCountAt] * edgeWidth
  return {
    count,
    firstEdge,
    type: (node) => meta.node_types[0][nodes[node * width + typeAt]],
    name: (node) => strings[nodes[node * width + nameAt]],
    size: (node) => nodes[node * width + sizeAt],
    /** 1 attached, 2 detached, 0 not a DOM node or unknown (no such field in older snapshots). */
    detachedness: detachednessAt === -1 ? () => 0 : (node) => nodes[node * width + detachednessAt],
    /** Edge offsets `firstEdge[node] ≤ edge < firstEdge[node + 1]`, step: */
    edgeWidth,
    target: (edge) => edges[edge + edgeToAt] / width,
    edgeName: (edge) => (unnamed.has(edges[edge + edgeTypeAt]) ? undefined : strings[edges[edge + edgeNameAt]]),
  }
}

/** For each node, the nodes with an edge to it (a compact reverse index). */
function retainersOf(graph) {
  const { count, firstEdge, edgeWidth, target } = graph
  const starts = new Uint32Array(count + 1)
  for (let edge = 0; edge < firstEdge[count]; edge += edgeWidth) starts[target(edge) + 1] += 1
  for (let node = 0; node < count; node += 1) starts[node + 1] += starts[node]
  const filled = starts.slice(0, count)
  const from = new Uint32Array(starts[count])
  for (let node = 0; node < count; node += 1) {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += edgeWidth) from[filled[target(edge)]++] = node
  }
  return (node) => from.subarray(starts[node], starts[node + 1])
}

/** The script URL ('' when it has none) a code node was compiled from, or undefined when no function owns it. */
function scriptOwner(graph, retainers) {
  const memo = new Map()
  const edge = (node, wanted) => {
    for (let each = graph.firstEdge[node]; each < graph.firstEdge[node + 1]; each += graph.edgeWidth) {
      if (graph.edgeName(each) === wanted) return graph.target(each)
    }
    return undefined
  }
  /** A SharedFunctionInfo has a `script` edge (to the script, whose `name` is its URL); a closure reaches one through `shared`. */
  const direct = (node) => {
    const script = edge(node, 'script')
    if (script !== undefined) {
      const name = edge(script, 'name')
      return name === undefined ? '' : graph.name(name)
    }
    const shared = edge(node, 'shared')
    return shared === undefined ? undefined : direct(shared)
  }
  return (start) => {
    let frontier = [start]
    const seen = new Set(frontier)
    for (let depth = 0; depth < 5 && frontier.length; depth += 1) {
      const next = []
      for (const node of frontier) {
        const url = memo.has(node) ? memo.get(node) : direct(node)
        if (url !== undefined) {
          memo.set(start, url)
          return url
        }
        for (const retainer of retainers(node)) {
          if (seen.has(retainer) || seen.size >= 200) continue
          seen.add(retainer)
          next.push(retainer)
        }
      }
      frontier = next
    }
    memo.set(start, undefined)
    return undefined
  }
}

/** Detached DOM nodes: { detached, templates } (those in <template> elements and their contents, see the header). */
function detachedNodes(graph) {
  const inTemplates = new Uint8Array(graph.count)
  let detached = 0
  let templates = 0
  for (let node = 0; node < graph.count; node += 1) {
    if (graph.detachedness(node) !== 2) continue
    detached += 1
    if (inTemplates[node] || !graph.name(node).startsWith('<template')) continue
    const stack = [node]
    inTemplates[node] = 1
    while (stack.length) {
      const each = stack.pop()
      templates += 1
      for (let edge = graph.firstEdge[each]; edge < graph.firstEdge[each + 1]; edge += graph.edgeWidth) {
        const to = graph.target(edge)
        if (inTemplates[to] || graph.detachedness(to) !== 2) continue
        inTemplates[to] = 1
        stack.push(to)
      }
    }
  }
  return { detached, templates }
}

/** Node types grouped by type alone in `groups` (their names are their contents). */
const groupedByType = new Set(['string', 'concatenated string', 'sliced string', 'number', 'bigint', 'regexp', 'hidden'])

/**
 * Self sizes (bytes) of the snapshot's nodes: V8's heap as `code` (`page`, `harness`, `unowned`,
 * see the header) and `objects`, Blink's as `blink` with its `buffers`; DOM nodes `attached` and
 * `detached` (counts; `templates` of the detached are lit's, see the header); `groups` maps 'type name'
 * (a constructor, a code kind, a closure's name) to { count, size }, for a diff of two snapshots.
 * `pageOrigin` tells the page's scripts from the harness's.
 */
export function heapBreakdown(snapshot, { pageOrigin }) {
  const graph = graphOf(snapshot)
  const owner = scriptOwner(graph, retainersOf(graph))
  const sums = { code: { page: 0, harness: 0, unowned: 0 }, objects: 0, blink: 0, buffers: 0, attached: 0, detached: 0, groups: new Map() }
  for (let node = 0; node < graph.count; node += 1) {
    const size = graph.size(node)
    const type = graph.type(node)
    const key = groupedByType.has(type) ? type : `${type} ${graph.name(node).slice(0, 60)}`
    const group = sums.groups.get(key) ?? { count: 0, size: 0 }
    group.count += 1
    group.size += size
    sums.groups.set(key, group)
    if (type === 'code') {
      const url = owner(node)
      if (url === undefined) sums.code.unowned += size
      else if (url.startsWith(pageOrigin)) sums.code.page += size
      else sums.code.harness += size
    } else if (type === 'native' && !graph.name(node).startsWith('system /')) {
      sums.blink += size
      if (graph.detachedness(node) === 1) sums.attached += 1
      if (browserBuffers.test(graph.name(node))) sums.buffers += size
    } else sums.objects += size
  }
  return { ...sums, ...detachedNodes(graph) }
}

/** The `limit` groups whose size changed most from breakdown `before` to `after`: [key, bytes, count] each. */
export function groupGrowth(before, after, limit) {
  const keys = new Set([...before.groups.keys(), ...after.groups.keys()])
  const zero = { count: 0, size: 0 }
  return [...keys]
    .map((key) => {
      const [from, to] = [before.groups.get(key) ?? zero, after.groups.get(key) ?? zero]
      return [key, to.size - from.size, to.count - from.count]
    })
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, limit)
}

/** Takes a heap snapshot of the page behind `cdp` (a Playwright CDP session) and breaks it down (`save(text)` gets the raw snapshot). */
export async function takeHeapBreakdown(cdp, { pageOrigin, save }) {
  const chunks = []
  const onChunk = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  const text = chunks.join('')
  save?.(text)
  return heapBreakdown(JSON.parse(text), { pageOrigin })
}

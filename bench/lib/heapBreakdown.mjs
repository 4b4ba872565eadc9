// What a page's heap holds, from a heap snapshot taken through the DevTools protocol, in three parts:
//  - compiled code (V8's code objects: bytecode, optimized code, feedback): it grows while the
//    engine compiles and optimizes what a page runs often, and is not data the page keeps;
//  - the browser's own buffers: the performance timeline's entries (event timing, layout shifts,
//    paints; capped by the browser) and the resource bodies DevTools' Network domain keeps for the
//    driver (Playwright turns that domain on), neither of them the page's data;
//  - the rest: the page's objects (its JavaScript objects, DOM nodes and their styles).

/** Native object names that belong to the browser's buffers (see the header). */
const browserBuffers =
  /^(blink::NetworkResourcesData|Performance\w*Timing|LayoutShift|LayoutShiftAttribution|LargestContentfulPaint|InteractionContentfulPaint|TaskAttributionTiming|blink::ScriptTimingInfo)/

/** Self sizes (bytes) of the snapshot's nodes: { total, code, buffers, objects }. */
export function heapBreakdown(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const sums = { total: 0, code: 0, buffers: 0, objects: 0 }
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const size = snapshot.nodes[index + sizeAt]
    const type = types[snapshot.nodes[index + typeAt]]
    sums.total += size
    if (type === 'code') sums.code += size
    else if (type === 'native' && browserBuffers.test(snapshot.strings[snapshot.nodes[index + nameAt]])) sums.buffers += size
    else sums.objects += size
  }
  return sums
}

/** Takes a heap snapshot of the page behind `cdp` (a Playwright CDP session) and breaks it down. */
export async function takeHeapBreakdown(cdp) {
  const chunks = []
  const onChunk = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  return heapBreakdown(JSON.parse(chunks.join('')))
}

// bench/flows.mjs's table: one row per flow, Kit's figure in the demo, then each kit side by side
// (a median, or why it is not measured), and the goal: Kit within 1.2× the fastest kit measured.

export const flows = [
  ['connect', 'click → connected (injected wallet)'],
  ['qr', 'click → QR drawn (WalletConnect, local relay)'],
  ['emailCode', 'email submitted → code field'],
  ['lastDigit', 'last digit → connected'],
  ['siwx', 'SIWX sign → session stored'],
  ['swap', 'swap amount typed → quote shown (no debounce)'],
  ['send', 'send confirmed → hash shown'],
]

const cell = (times, median) => (times?.length ? `${median(times).toFixed(0)} ms (${times.length})` : '—')

/** The verdict of one row: Kit's side-by-side median against the fastest kit's, else Kit alone. */
function verdict(row, sideBySide, median) {
  const measured = Object.entries(sideBySide?.kits ?? {})
    .map(([name, kit]) => [name, kit.times[row]])
    .filter(([, times]) => times?.length)
  const kit = measured.find(([name]) => name === 'kit')
  if (!kit) return 'Kit only: n/m below says why'
  if (measured.length === 1) return 'no other kit measured'
  const fastest = Math.min(...measured.map(([, times]) => median(times)))
  const ratio = median(kit[1]) / fastest
  return `${ratio.toFixed(2)}× the fastest, ${ratio <= 1.2 ? 'met' : 'NOT met'}`
}

/** Prints the table and, under it, why each kit's missing flows are not measured. */
export function printTable({ demo, sideBySide, runs, median, load }) {
  const kits = Object.entries(sideBySide?.kits ?? {})
  const width = 48
  console.log(`Flows, medians of ${runs} runs (count of runs that finished in brackets); load average ${load.map((value) => value.toFixed(2)).join(' → ')}`)
  console.log(['flow'.padEnd(width), 'Kit demo'.padEnd(14), ...kits.map(([, kit]) => kit.label.padEnd(16)), 'goal ≤ 1.2× fastest kit'].join(' '))
  for (const [row, label] of flows)
    console.log(
      [
        label.padEnd(width),
        cell(demo?.[row], median).padEnd(14),
        ...kits.map(([, kit]) => (kit.times[row] ? cell(kit.times[row], median) : 'n/m').padEnd(16)),
        verdict(row, sideBySide, median),
      ].join(' '),
    )
  const list = (values) => `[${values.map((value) => value.toFixed(0)).join(', ')}]`
  for (const [row, label] of flows.filter(([row]) => kits.some(([, kit]) => kit.times[row]?.length)))
    console.log(
      `  ${label}: each run ${kits.map(([, kit]) => `${kit.label} ${list(kit.times[row] ?? [])}`).join(', ')}; main-thread busy (median ms) ${kits.map(([, kit]) => `${kit.label} ${median(kit.busy?.[row] ?? []).toFixed(0)}`).join(', ')}`,
    )
  for (const [, kit] of kits) {
    const reasons = Object.entries(kit.notMeasured ?? {})
    const name = (row) => flows.find(([key]) => key === row)?.[1].split(' → ')[0] ?? row
    if (reasons.length) console.log(`  ${kit.label} not measured (n/m): ${reasons.map(([row, why]) => `${name(row)}: ${why}`).join('; ')}`)
  }
  if (kits.length)
    console.log(
      `  hosts other than 127.0.0.1 asked for (blocked; Verify's attestation answered by a stub): ${kits.map(([, kit]) => `${kit.label} ${[...(kit.foreign ?? [])].join(', ') || 'none'}`).join('; ')}`,
    )
  if (sideBySide?.versions) console.log(`  versions: ${sideBySide.versions}`)
}

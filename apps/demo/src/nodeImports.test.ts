import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'

// Every package, imported by plain Node (no DOM) from its built exports map, must not throw:
// this is what server rendering and test runners do.
test.each([
  '@kit/core',
  '@kit/adapters-eip155',
  '@kit/adapters-solana',
  '@kit/adapters-solana/actions',
  '@kit/adapters-bip122',
  '@kit/adapters-bip122/psbt',
  '@kit/walletconnect',
  '@kit/ui',
  '@kit/react',
  '@kit/test',
])('imports in Node: %s', (name) => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import('${name}'); console.log(Object.keys(m).length)`], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  })
  expect(Number(output.trim())).toBeGreaterThan(0)
})

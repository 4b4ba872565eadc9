import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** How to launch anvil: a command plus leading arguments. */
export interface AnvilCommand {
  readonly command: string
  readonly args: readonly string[]
}

const PLATFORM_ARCH: Readonly<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the native anvil binary shipped by `@foundry-rs/anvil` (its platform package),
 * so stopping the process stops anvil itself rather than a Node wrapper.
 * Falls back to the package's `bin.mjs` wrapper run by the current Node.
 * `KIT_ANVIL_BIN` overrides everything.
 */
export function resolveAnvilBinary(env: NodeJS.ProcessEnv = process.env): AnvilCommand {
  const override = env['KIT_ANVIL_BIN']
  if (override) return { command: override, args: [] }

  const require = createRequire(import.meta.url)
  const packageJson = require.resolve('@foundry-rs/anvil/package.json')
  const arch = PLATFORM_ARCH[process.arch]
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  if (arch) {
    try {
      const native = createRequire(packageJson).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${exe}`)
      if (existsSync(native)) return { command: native, args: [] }
    } catch {
      // Platform package missing: use the wrapper below.
    }
  }
  return { command: process.execPath, args: [join(dirname(packageJson), 'bin.mjs')] }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getFreePort } from './getFreePort.js'

export type AnvilInstance = { rpcUrl: string; chainId: number; stop(): Promise<void> }

/** The native binary of @foundry-rs/anvil, so stopping the child stops anvil itself. */
function anvilCommand(): { command: string; args: string[] } {
  const require = createRequire(import.meta.url)
  const packageJson = require.resolve('@foundry-rs/anvil/package.json')
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch]
  try {
    const native = createRequire(packageJson).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
    if (existsSync(native)) return { command: native, args: [] }
  } catch {
    // No platform package: run the Node wrapper.
  }
  return { command: process.execPath, args: [require.resolve('@foundry-rs/anvil/bin.mjs')] }
}

async function waitForRpc(rpcUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil did not answer on ${rpcUrl}`)
}

/** Starts a real anvil on a free port (ten funded, unlocked accounts). */
export async function startAnvil({ chainId = 31337 }: { chainId?: number } = {}): Promise<AnvilInstance> {
  const port = await getFreePort()
  const { command, args } = anvilCommand()
  const child = spawn(command, [...args, '--silent', '--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)], {
    stdio: 'ignore',
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  try {
    await waitForRpc(rpcUrl, child)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    rpcUrl,
    chainId,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

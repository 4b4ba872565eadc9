import type { ChildProcess } from 'node:child_process'

export interface SupervisedChild {
  /** Why the process cannot serve (spawn error, or its last stderr / exit code once it exited); undefined while it runs. */
  failure(): string | undefined
  /** The last 4,000 characters it wrote to stderr. */
  stderr(): string
  /** SIGTERM (SIGKILL when `graceMs` is 0), then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>
}

/** Watches a spawned service (anvil, the bundler): keeps its last stderr as the failure and stops it cleanly. */
export function superviseChild(child: ChildProcess): SupervisedChild {
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000)
  })
  let failure: string | undefined
  child.once('error', (error) => {
    failure = error.message
  })
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      failure ??= stderr.trim() || `exited with ${signal ?? `code ${code}`}`
      resolve()
    })
  })
  return {
    failure: () => failure,
    stderr: () => stderr,
    async stop(graceMs = 2_000) {
      if (child.pid === undefined) return // spawning failed, nothing to stop
      if (child.exitCode === null && child.signalCode === null) child.kill(graceMs > 0 ? 'SIGTERM' : 'SIGKILL')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}

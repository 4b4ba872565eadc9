// Small helpers the benchmarks share: `--name value` number options and a free loopback port.
import { createServer } from 'node:net'

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

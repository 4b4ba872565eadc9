// One Kit API in a process of its own for the benchmarks (the load generator must not share its
// thread): `fork('bench/lib/apiProcess.mjs', [JSON config])` answers `{ url }` over IPC once it
// listens, and closes (graceful) then exits on the message 'close'.
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const { startApi } = await import(pathToFileURL(join(root, 'apps/api/dist/index.js')).href)
const api = await startApi(JSON.parse(process.argv[2]))
process.send({ url: api.url })
process.on('message', async (message) => {
  if (message !== 'close') return
  await api.close()
  process.exit(0)
})

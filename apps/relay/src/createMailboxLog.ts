import { createReadStream } from 'node:fs'
import { type FileHandle, mkdir, open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import { createInterface } from 'node:readline'
import { z } from 'zod'
import type { StoredMessage } from './createMailbox.js'
import { MailboxLogClosedError, MailboxLogError } from './errors/mailboxLogErrors.js'

const storedSchema = z.object({
  topic: z.string(),
  message: z.string(),
  hash: z.string(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  tag: z.number(),
  attestation: z.string().optional(),
  publisherId: z.string(),
  publisherIp: z.string().optional(),
})

/** One line of the log: a stored message, or the removal of one (expiry needs no record). */
const recordSchema = z.union([z.object({ add: storedSchema }), z.object({ remove: z.object({ topic: z.string(), hash: z.string() }) })])
/** The whole-file JSON format written before the log (read once, then compacted into the log). */
const legacySchema = z.object({ version: z.literal(1), messages: z.array(storedSchema) })

export type MailboxLogRecord = { add: StoredMessage } | { remove: { topic: string; hash: string } }

export type CreateMailboxLogParameters = {
  path: string
  /** The live messages, written by a compaction. */
  entries: () => Iterable<StoredMessage>
  /** Bytes of the live messages: a compaction runs once the file is twice that (and over `minCompactionBytes`). */
  liveBytes: () => number
  /** Default 4 MiB. */
  minCompactionBytes?: number
  now?: () => number
  onError?: (error: unknown) => void
}

export type MailboxLog = {
  /** Replays the file (missing = empty); torn or malformed lines are skipped and reported through `onError`. */
  load(): Promise<StoredMessage[]>
  /** Appends a record; resolves once it is on disk (fdatasync), rejects when the write fails. */
  append(record: MailboxLogRecord): Promise<void>
  /** Rewrites the file with only the live messages (temporary file, fsync, rename, fsync of the directory). */
  compact(): Promise<void>
  /** Bytes in the file now. */
  size(): number
  close(): Promise<void>
}

type Pending = { text: string; resolve: () => void; reject: (error: unknown) => void }

/**
 * The relay mailbox on disk as an append-only log of JSON lines. Appends are group-committed:
 * every record queued while a write + fdatasync runs goes into the next one, so a publish is
 * acknowledged only once it is durable and throughput does not pay one fsync per message.
 */
export function createMailboxLog(parameters: CreateMailboxLogParameters): MailboxLog {
  const { path, entries, liveBytes, minCompactionBytes = 4 * 1024 * 1024, now = Date.now, onError } = parameters
  let handle: FileHandle | undefined
  let fileBytes = 0
  let pending: Pending[] = []
  let running: Promise<void> | undefined
  let closed = false

  async function openForAppend(): Promise<FileHandle> {
    handle ??= await open(path, 'a')
    return handle
  }

  async function writeAll(target: FileHandle, buffer: Buffer): Promise<void> {
    let offset = 0
    while (offset < buffer.length) {
      const { bytesWritten } = await target.write(buffer, offset, buffer.length - offset)
      offset += bytesWritten
    }
  }

  async function syncDirectory(): Promise<void> {
    const directory = await open(dirname(path), 'r')
    try {
      await directory.sync()
    } finally {
      await directory.close()
    }
  }

  async function compact(): Promise<void> {
    const temporary = `${path}.${process.pid}.compact`
    const target = await open(temporary, 'w')
    let written = 0
    try {
      let chunk: string[] = []
      let chunkLength = 0
      for (const stored of entries()) {
        const line = `${JSON.stringify({ add: stored })}\n`
        chunk.push(line)
        chunkLength += line.length
        if (chunkLength >= 1024 * 1024) {
          const buffer = Buffer.from(chunk.join(''))
          await writeAll(target, buffer)
          written += buffer.length
          chunk = []
          chunkLength = 0
        }
      }
      const buffer = Buffer.from(chunk.join(''))
      await writeAll(target, buffer)
      written += buffer.length
      await target.sync()
    } finally {
      await target.close()
    }
    await rename(temporary, path)
    await syncDirectory()
    await handle?.close()
    handle = undefined
    fileBytes = written
    await openForAppend()
  }

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending
      pending = []
      try {
        const target = await openForAppend()
        const buffer = Buffer.from(batch.map((entry) => entry.text).join(''))
        await writeAll(target, buffer)
        await target.datasync()
        fileBytes += buffer.length
        for (const entry of batch) entry.resolve()
      } catch (error) {
        for (const entry of batch) entry.reject(error)
      }
      if (fileBytes > minCompactionBytes && fileBytes > 2 * liveBytes()) {
        try {
          await compact()
        } catch (error) {
          onError?.(new MailboxLogError(`Compacting the relay mailbox log ${path} failed; appending continues`, { cause: error }))
        }
      }
    }
  }

  function kick(): void {
    if (running) return
    running = drain().finally(() => {
      running = undefined
      if (pending.length > 0) kick()
    })
  }

  /** Serialises `task` after the writes in flight (compaction and close must not interleave with appends). */
  async function exclusive<result>(task: () => Promise<result>): Promise<result> {
    while (running) await running
    return task()
  }

  return {
    async load() {
      await mkdir(dirname(path), { recursive: true })
      const live = new Map<string, StoredMessage>()
      const at = now()
      let lineNumber = 0
      let skipped = 0
      const stream = createReadStream(path, { encoding: 'utf8' })
      try {
        const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })
        for await (const line of lines) {
          lineNumber += 1
          if (line.trim() === '') continue
          let value: unknown
          try {
            value = JSON.parse(line)
          } catch {
            skipped += 1
            continue
          }
          const legacy = lineNumber === 1 ? legacySchema.safeParse(value) : undefined
          if (legacy?.success) {
            for (const stored of legacy.data.messages) live.set(`${stored.topic}:${stored.hash}`, stored)
            continue
          }
          const record = recordSchema.safeParse(value)
          if (!record.success) {
            skipped += 1
            continue
          }
          if ('add' in record.data) {
            const stored = record.data.add
            if (stored.expiresAt > at) live.set(`${stored.topic}:${stored.hash}`, stored)
          } else {
            live.delete(`${record.data.remove.topic}:${record.data.remove.hash}`)
          }
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          onError?.(new MailboxLogError(`Reading the relay mailbox log ${path} failed at line ${lineNumber}`, { cause: error }))
        }
      } finally {
        stream.destroy()
      }
      if (skipped > 0) onError?.(new MailboxLogError(`Skipped ${skipped} unreadable line(s) of the relay mailbox log ${path}`))
      return [...live.values()].filter((stored) => stored.expiresAt > at)
    },
    append(record) {
      if (closed) return Promise.reject(new MailboxLogClosedError('The relay mailbox log is closed'))
      return new Promise<void>((resolve, reject) => {
        pending.push({ text: `${JSON.stringify(record)}\n`, resolve, reject })
        kick()
      })
    },
    compact() {
      return exclusive(compact)
    },
    size() {
      return fileBytes
    },
    close() {
      closed = true
      return exclusive(async () => {
        await handle?.close()
        handle = undefined
      })
    },
  }
}

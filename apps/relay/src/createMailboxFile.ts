import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { StoredMessage } from './createMailbox.js';

const fileSchema = z.object({
  version: z.literal(1),
  messages: z.array(
    z.object({
      topic: z.string(),
      message: z.string(),
      hash: z.string(),
      publishedAt: z.number(),
      expiresAt: z.number(),
      tag: z.number(),
      attestation: z.string().optional(),
      publisherId: z.string(),
    }),
  ),
});

export type CreateMailboxFileParameters = {
  path: string;
  /** Returns what to write (the unexpired messages). */
  entries: () => readonly StoredMessage[];
  /** Delay that coalesces bursts of changes into one write. */
  debounceMs?: number;
  onError?: (error: unknown) => void;
};

export type MailboxFile = {
  /** Messages from the file; `[]` when it is missing or unreadable (reported through `onError`). */
  load(): Promise<StoredMessage[]>;
  /** Schedules a write `debounceMs` from now (no-op if one is already scheduled). */
  schedule(): void;
  /** Cancels the pending timer and writes now. */
  flush(): Promise<void>;
};

/** Persists a mailbox as one JSON file, written atomically (temporary file + rename). */
export function createMailboxFile(parameters: CreateMailboxFileParameters): MailboxFile {
  const { path, entries, debounceMs = 100, onError } = parameters;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let dirty = false;

  async function writeOnce(): Promise<void> {
    const body = JSON.stringify({ version: 1, messages: entries() });
    const temporary = `${path}.${process.pid}.tmp`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  /** At most one write runs; changes made meanwhile cause exactly one more write after it. */
  function write(): Promise<void> {
    if (inFlight) {
      dirty = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        dirty = false;
        try {
          await writeOnce();
        } catch (error) {
          onError?.(error);
        }
      } while (dirty);
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError?.(error);
        return [];
      }
      try {
        const parsed = fileSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data.messages;
        onError?.(new Error(`Ignoring malformed relay mailbox file ${path}: ${z.prettifyError(parsed.error)}`));
      } catch (error) {
        onError?.(new Error(`Ignoring unreadable relay mailbox file ${path}`, { cause: error }));
      }
      return [];
    },
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void write();
      }, debounceMs);
      timer.unref();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      return write();
    },
  };
}

// @standard-schema/spec: the interface (types only) that valibot and zod schemas both implement.
import type { StandardSchemaV1 } from '@standard-schema/spec'

/** The minimal Web Storage surface Kit uses; `localStorage` satisfies it. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type KitStorage = {
  readonly prefix: string
  /**
   * Returns the parsed value, or null; a corrupted or foreign value is removed, never thrown.
   * `schema` is any synchronous Standard Schema (valibot's and zod's both are).
   */
  get<schema extends StandardSchemaV1>(key: string, schema: schema): StandardSchemaV1.InferOutput<schema> | null
  set(key: string, value: unknown): void
  remove(key: string): void
}

export type CreateStorageParameters = { prefix: string; backend?: StorageBackend | undefined }

/** An in-memory backend for SSR, tests and browsers that block storage. */
export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function defaultBackend(): StorageBackend {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage
  } catch {
    // Access to localStorage can throw (sandboxed iframes, privacy modes).
  }
  return createMemoryBackend()
}

/**
 * A kit's key-value storage: each key under `prefix`, values as JSON checked against a schema when
 * read (a value that fails is dropped), kept in localStorage when the page has one, else in memory.
 */
export function createStorage({ prefix, backend = defaultBackend() }: CreateStorageParameters): KitStorage {
  const fullKey = (key: string) => `${prefix}.${key}`
  const remove = (key: string) => {
    try {
      backend.removeItem(fullKey(key))
    } catch {
      // Nothing to lose: the value is already unusable.
    }
  }
  return {
    prefix,
    get(key, schema) {
      let raw: string | null
      try {
        raw = backend.getItem(fullKey(key))
      } catch {
        return null
      }
      if (raw === null) return null
      try {
        const result = schema['~standard'].validate(JSON.parse(raw))
        if (!(result instanceof Promise) && !result.issues) return result.value as StandardSchemaV1.InferOutput<typeof schema>
      } catch {
        // Not JSON: fall through and drop it.
      }
      remove(key)
      return null
    },
    set(key, value) {
      try {
        backend.setItem(fullKey(key), JSON.stringify(value))
      } catch {
        // Quota or privacy mode: state still works in memory for this page.
      }
    },
    remove,
  }
}

import { approvalProofMessage, DEVICE_HEADERS, deviceRequestMessage } from '../device/deviceMessages.js'

/**
 * This browser's device key on the secure origin: an ECDSA P-256 key pair made with WebCrypto
 * with `extractable: false`, kept in this origin's IndexedDB (a CryptoKey is stored as itself, so
 * no script can ever read the private key). The server binds sessions, codes and social logins to
 * it and requires its signature on every request, so nothing copied out of the frame works elsewhere.
 */
export interface DeviceKey {
  /** The raw public point, base64url (what the server hashes into the device id). */
  readonly publicKey: string
  /** The headers that sign one API request. */
  signRequest(parameters: { method: string; path: string; body: string }): Promise<Record<string, string>>
  /** The proof that the user approved `approvalId` (the exact request with `requestHash`) on this device. */
  proveApproval(parameters: { approvalId: string; requestHash: string }): Promise<string>
}

const DB_NAME = 'kit-secure'
const STORE = 'keys'
const RECORD = 'device'

type StoredKey = { privateKey: CryptoKey; publicKey: string }

const toBase64Url = (bytes: ArrayBuffer | Uint8Array): string => {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const hex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result)
    operation.onerror = () => reject(operation.error)
  })
}

function openDatabase(indexedDb: IDBFactory): Promise<IDBDatabase> {
  const open = indexedDb.open(DB_NAME, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  return request(open)
}

async function generate(): Promise<StoredKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  return { privateKey: pair.privateKey, publicKey: toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey)) }
}

/** The stored key, or a new one stored (the first writer wins when two frames race). */
async function loadStoredKey(indexedDb: IDBFactory | null): Promise<StoredKey> {
  if (!indexedDb) return generate()
  let db: IDBDatabase
  try {
    db = await openDatabase(indexedDb)
  } catch {
    // No IndexedDB here (blocked third-party storage): a key for this page's lifetime only.
    return generate()
  }
  try {
    const existing = (await request(db.transaction(STORE).objectStore(STORE).get(RECORD))) as StoredKey | undefined
    if (existing?.privateKey && existing.publicKey) return existing
    const created = await generate()
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(created, RECORD))
      return created
    } catch {
      const winner = (await request(db.transaction(STORE).objectStore(STORE).get(RECORD))) as StoredKey | undefined
      return winner ?? created
    }
  } finally {
    db.close()
  }
}

async function sign(privateKey: CryptoKey, message: string): Promise<string> {
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(message))
  return toBase64Url(signature)
}

export async function loadDeviceKey(indexedDb: IDBFactory | null, now: () => number = Date.now): Promise<DeviceKey> {
  const { privateKey, publicKey } = await loadStoredKey(indexedDb)
  return {
    publicKey,
    async signRequest({ method, path, body }) {
      const bodyHash = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))
      const timestamp = now()
      const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
      const signature = await sign(privateKey, deviceRequestMessage({ method, path, bodyHash, timestamp, nonce }))
      return {
        [DEVICE_HEADERS.key]: publicKey,
        [DEVICE_HEADERS.timestamp]: String(timestamp),
        [DEVICE_HEADERS.nonce]: nonce,
        [DEVICE_HEADERS.signature]: signature,
      }
    },
    proveApproval: ({ approvalId, requestHash }) => sign(privateKey, approvalProofMessage({ approvalId, requestHash, approve: true })),
  }
}

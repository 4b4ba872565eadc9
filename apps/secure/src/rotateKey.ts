import { resolveDataDir } from '@kit/server-shared'
import type { SecureConfig } from './config/secureConfigSchema.js'
import { loadMasterKey, parseMasterKey, toMasterKey } from './crypto/masterKey.js'
import { MasterKeyMismatchError } from './crypto/masterKeyErrors.js'
import { rotateMasterKey } from './crypto/rotateMasterKey.js'
import { createDatabase } from './db/createDatabase.js'

/**
 * `kit-secure rotate-key`: re-encrypts every stored embedded-wallet key from the configured master
 * key (KIT_SECURE_KEY / KIT_SECURE_KEY_FILE / the development key) to `newKey` (32 bytes, hex or
 * base64), all or nothing. Run it with the server stopped, then start it with the new key.
 */
export async function rotateKey(
  config: SecureConfig,
  newKey: string,
  log: (message: string) => void = () => undefined,
): Promise<{ rotated: number; alreadyRotated: number; from: string; to: string }> {
  const dataDir = resolveDataDir(config.dataDir)
  if (dataDir === 'memory://' && !config.databaseUrl) throw new MasterKeyMismatchError('Nothing to rotate: the data directory is memory://')
  const from = loadMasterKey({ secureKey: config.secureKey, keyFile: config.keyFile, dataDir, mode: config.mode, log })
  const to = toMasterKey(parseMasterKey(newKey), 'configuration')
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir, log })
  try {
    return { ...(await rotateMasterKey(db, from, to)), from: from.id, to: to.id }
  } finally {
    await db.close()
  }
}

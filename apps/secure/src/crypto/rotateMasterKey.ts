import type { Database } from '../db/database.js'
import { walletAssociatedData } from '../wallet/wallets.js'
import { decryptSecret, encryptSecret } from './keyEncryption.js'
import type { MasterKey } from './masterKey.js'

/**
 * Re-encrypts every stored embedded-wallet key from `from` to `to` in one transaction: either
 * every row moves to the new key or none does. Rows already under `to` are left as they are (a
 * re-run finishes an interrupted rotation). A row under neither key stops it with nothing written.
 */
export async function rotateMasterKey(db: Database, from: MasterKey, to: MasterKey): Promise<{ rotated: number; alreadyRotated: number }> {
  if (from.id === to.id) throw new Error('The new master key is the current one')
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: string; address: string; encrypted_key: string; key_id: string }>(
      'select user_id, address, encrypted_key, key_id from secure_wallets order by user_id for update',
    )
    const foreign = rows.filter((row) => row.key_id !== from.id && row.key_id !== to.id)
    if (foreign.length > 0) throw new Error(`${foreign.length} stored wallet key(s) are under another master key (${foreign[0]?.key_id}): nothing was changed`)
    let rotated = 0
    for (const row of rows) {
      if (row.key_id === to.id) continue
      const associated = walletAssociatedData(row.user_id, row.address)
      const encrypted = encryptSecret(to, decryptSecret(from, row.encrypted_key, associated), associated)
      await tx.query('update secure_wallets set encrypted_key = $2, key_id = $3 where user_id = $1', [row.user_id, encrypted, to.id])
      rotated += 1
    }
    return { rotated, alreadyRotated: rows.length - rotated }
  })
}

/**
 * Refuses a master key that does not match the stored wallet keys (a rotation not finished, or
 * the wrong KIT_SECURE_KEY): starting anyway would fail on every signature.
 */
export async function assertMasterKeyMatches(db: Database, masterKey: MasterKey): Promise<void> {
  const rows = await db.query<{ key_id: string; n: number }>('select key_id, count(*)::int as n from secure_wallets where key_id <> $1 group by key_id', [
    masterKey.id,
  ])
  if (rows.length === 0) return
  const count = rows.reduce((sum, row) => sum + row.n, 0)
  throw new Error(
    `${count} stored wallet key(s) are encrypted with master key ${rows.map((row) => row.key_id).join(', ')}, not the configured one (${masterKey.id}): set the right KIT_SECURE_KEY or finish the rotation (kit-secure rotate-key)`,
  )
}

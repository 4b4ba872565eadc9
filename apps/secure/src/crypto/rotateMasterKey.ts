import type { Database } from '@kit/server-shared/db'
import { solanaWalletAssociatedData } from '../wallet/solanaWallets.js'
import { walletAssociatedData } from '../wallet/wallets.js'
import { decryptSecret, encryptSecret } from './keyEncryption.js'
import type { MasterKey } from './masterKey.js'
import { MasterKeyMismatchError } from './masterKeyErrors.js'

/** Every table of encrypted keys, with the associated data its rows are encrypted with. */
const KEY_TABLES = [
  { table: 'secure_wallets', associatedData: walletAssociatedData },
  { table: 'secure_solana_wallets', associatedData: solanaWalletAssociatedData },
] as const

/**
 * Re-encrypts every stored embedded-wallet key (EVM and Solana) from `from` to `to` in one
 * transaction: either every row moves to the new key or none does. Rows already under `to` are
 * left as they are (a re-run finishes an interrupted rotation). A row under neither key stops it
 * with nothing written.
 */
export async function rotateMasterKey(db: Database, from: MasterKey, to: MasterKey): Promise<{ rotated: number; alreadyRotated: number }> {
  if (from.id === to.id) throw new MasterKeyMismatchError('The new master key is the current one')
  return db.transaction(async (tx) => {
    let rotated = 0
    let alreadyRotated = 0
    for (const { table, associatedData } of KEY_TABLES) {
      const rows = await tx.query<{ user_id: string; address: string; encrypted_key: string; key_id: string }>(
        `select user_id, address, encrypted_key, key_id from ${table} order by user_id for update`,
      )
      const foreign = rows.filter((row) => row.key_id !== from.id && row.key_id !== to.id)
      if (foreign.length > 0)
        throw new MasterKeyMismatchError(`${foreign.length} stored wallet key(s) are under another master key (${foreign[0]?.key_id}): nothing was changed`)
      for (const row of rows) {
        if (row.key_id === to.id) {
          alreadyRotated += 1
          continue
        }
        const associated = associatedData(row.user_id, row.address)
        const encrypted = encryptSecret(to, decryptSecret(from, row.encrypted_key, associated), associated)
        await tx.query(`update ${table} set encrypted_key = $2, key_id = $3 where user_id = $1`, [row.user_id, encrypted, to.id])
        rotated += 1
      }
    }
    return { rotated, alreadyRotated }
  })
}

/**
 * Refuses a master key that does not match the stored wallet keys (a rotation not finished, or
 * the wrong KIT_SECURE_KEY): starting anyway would fail on every signature.
 */
export async function assertMasterKeyMatches(db: Database, masterKey: MasterKey): Promise<void> {
  const rows = await db.query<{ key_id: string; n: number }>(
    `select key_id, count(*)::int as n from (select key_id from secure_wallets union all select key_id from secure_solana_wallets) keys
     where key_id <> $1 group by key_id`,
    [masterKey.id],
  )
  if (rows.length === 0) return
  const count = rows.reduce((sum, row) => sum + row.n, 0)
  throw new MasterKeyMismatchError(
    `${count} stored wallet key(s) are encrypted with master key ${rows.map((row) => row.key_id).join(', ')}, not the configured one (${masterKey.id}): set the right KIT_SECURE_KEY or finish the rotation (kit-secure rotate-key)`,
  )
}

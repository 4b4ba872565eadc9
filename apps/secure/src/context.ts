import type { Database } from '@kit/server-shared/db'
import type { SecureConfig } from './config/secureConfigSchema.js'
import type { MasterKey } from './crypto/masterKey.js'
import type { Mailer } from './mail/createMailer.js'

/** What every service function of apps/secure works with: one per running instance, no module state. */
export interface SecureContext {
  readonly config: SecureConfig
  /** The secure origin as the browser sees it, e.g. `http://127.0.0.1:5180`. */
  readonly publicUrl: string
  readonly db: Database
  readonly masterKey: MasterKey
  readonly mailer: Mailer
  /** Epoch milliseconds; injectable for tests. */
  now(): number
  /** Waits `ms` (injectable so tests of polling do not sleep). */
  sleep(ms: number): Promise<void>
  log(message: string): void
}

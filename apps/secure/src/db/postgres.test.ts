import { findPostgresBinaries, startPostgres } from '@kit/test/servers'
import { describe, expect, it, test } from 'vitest'
import { upsertUser } from '../auth/users.js'
import { createTestClient, startTestSecure } from '../testing/testSecure.js'
import { loadSigner } from '../wallet/wallets.js'

// The same migrations and flows on a real PostgreSQL (DATABASE_URL) started from the machine's binaries.
const binaries = findPostgresBinaries()

if (binaries) {
  describe('apps/secure on PostgreSQL', () => {
    test('default: migrations, email login, encrypted keys, approvals', async () => {
      const postgres = await startPostgres({ binaries, databases: ['kit_secure_test'] })
      try {
        const secure = await startTestSecure({ databaseUrl: postgres.url })
        try {
          const client = createTestClient(secure)
          const email = 'pg@example.com'
          expect((await client.post('/api/email/connect', { email, deviceId: 'pg-device-0000000001' })).body).toEqual({ action: 'VERIFY_OTP' })
          const mail = await client.latestMail(email)
          const { token } = (await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId: 'pg-device-0000000001' })).body
          const user = (await client.post<{ address: string }>('/api/user', {}, token)).body
          const pending = await client.post<{ approval: { id: string; requestHash: string } }>(
            '/api/rpc',
            { method: 'personal_sign', params: ['0x6869', user.address], chainId: 31337 },
            token,
          )
          // Approving carries the device key's proof over the approval id and the exact request.
          const { id, requestHash } = pending.body.approval
          const proof = await (await client.deviceOf(token)).proveApproval({ approvalId: id, requestHash })
          const signed = await client.post<{ result: string }>(`/api/rpc/approvals/${id}`, { approve: true, proof }, token)
          expect(signed.body.result).toMatch(/^0x[0-9a-f]{130}$/)
          const { context } = secure.internals
          const social = await upsertUser(context, { authProvider: 'github', subject: '42', email: null, userName: 'octo' })
          expect((await loadSigner(context, social.id)).address).toBe(social.address)
          // A second instance on the same database runs no migration twice.
          const second = await startTestSecure({ databaseUrl: postgres.url })
          await second.stop()
        } finally {
          await secure.stop()
        }
      } finally {
        await postgres.stop()
      }
    })
  })
} else {
  describe('apps/secure on PostgreSQL', () => {
    it.skip('skipped: no PostgreSQL binaries (KIT_PG_BIN or /usr/lib/postgresql/*/bin)', () => undefined)
  })
}

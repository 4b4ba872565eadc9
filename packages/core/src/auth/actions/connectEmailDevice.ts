import { POLLING_INTERVAL_MS } from '@kit/frame-protocol'
import { FrameRequestError } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import { sleep } from '../../utils/sleep.js'
import { loadAuthClient } from '../loadAuthClient.js'

/**
 * After VERIFY_DEVICE: resolves once the device was approved from the email (asking the frame
 * every second); the login then continues with the code (VERIFY_OTP).
 */
export async function connectEmailDevice(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  const auth = kit._internal.state.auth
  const login = auth.emailLogin
  // The frame answers once the device is approved from the email; until then it may report
  // 'not approved yet', so the host asks again every second (docs/rules/states.md).
  for (;;) {
    try {
      await client.transport.request('CONNECT_DEVICE', {})
      break
    } catch (error) {
      const pendingApproval = error instanceof FrameRequestError && (error.code === 'pending' || /not (yet )?approved|pending/i.test(error.shortMessage))
      if (!pendingApproval || auth.emailLogin !== login) throw error
      await sleep(POLLING_INTERVAL_MS)
    }
  }
  if (login && auth.emailLogin === login) auth.emailLogin = { ...login, action: 'VERIFY_OTP' }
}

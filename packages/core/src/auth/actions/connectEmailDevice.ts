import type { Kit } from '../../kit.js'
import { loadAuthClient } from '../loadAuthClient.js'

/**
 * After VERIFY_DEVICE: resolves once the device was approved from the email (asking the frame
 * every second); the login then continues with the code (VERIFY_OTP).
 */
export async function connectEmailDevice(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  await client.connectDevice()
}

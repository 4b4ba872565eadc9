import type { Kit } from '../kit.js'
import { type AppKitUnsupportedMembers, unsupportedAppKitMembers } from './unsupportedMemberNames.js'
import { warnOnce } from './warnOnce.js'

/** Each of `unsupportedAppKitMembers`, bound to `kit`: it warns once (naming itself and why) and changes nothing. */
export function createUnsupportedMembers(kit: Kit): AppKitUnsupportedMembers {
  const entries = unsupportedAppKitMembers.map((name) => [
    name,
    () => {
      warnOnce(kit, name)
      return name.startsWith('subscribe') ? () => undefined : undefined
    },
  ])
  return Object.fromEntries(entries) as AppKitUnsupportedMembers
}

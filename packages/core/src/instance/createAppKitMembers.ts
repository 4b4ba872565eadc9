import type { Kit } from '../kit.js'
import type { AppKitMembers } from './appKitMembersTypes.js'
import { createControlMembers } from './controlMembers.js'
import { createReadMembers } from './readMembers.js'
import { createUnsupportedMembers } from './unsupportedMembers.js'

/**
 * The rest of AppKit's instance (AppKitBaseClient's public members beyond `createInstanceMethods`),
 * bound to one kit: getters and actions of Kit where it has the equivalent; the others warn once
 * and change nothing (`unsupportedAppKitMembers`). Property getters stay getters.
 */
export function createAppKitMembers(kit: Kit): AppKitMembers {
  const members = {}
  for (const part of [createUnsupportedMembers(kit), createControlMembers(kit), createReadMembers(kit)])
    Object.defineProperties(members, Object.getOwnPropertyDescriptors(part))
  return members as AppKitMembers
}

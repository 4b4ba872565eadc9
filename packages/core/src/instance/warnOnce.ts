import type { Kit } from '../kit.js'
import type { UnsupportedAppKitMemberName } from './unsupportedMemberNames.js'

declare module '../kit.js' {
  interface KitRuntime {
    /** AppKit instance members Kit has no equivalent for that were already called (each warns once). */
    warnedMembers?: Set<string>
  }
}

/**
 * The one console warning a kit prints the first time an AppKit instance member without a Kit
 * equivalent is called: it names the member and says why (or what to use instead), once the
 * reasons' module has loaded (a moment later).
 */
export function warnOnce(kit: Kit, member: UnsupportedAppKitMemberName): void {
  const warned = (kit._internal.runtime.warnedMembers ??= new Set())
  if (warned.has(member)) return
  warned.add(member)
  void import('./unsupportedMemberReasons.js').then(({ unsupportedMemberReasons }) =>
    console.warn(`[Kit] ${member} (AppKit's) does nothing in Kit: ${unsupportedMemberReasons[member]}`),
  )
}

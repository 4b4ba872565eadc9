import { cancelSignIn, type Kit } from '@kit/core'

/** The modal's close on an optional sign-in is its cancel; loaded on that close only. */
export function cancelOptionalSignIn(kit: Kit): Promise<void> {
  return cancelSignIn(kit)
}

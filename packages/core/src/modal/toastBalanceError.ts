import { getAccount } from '../getters/getAccount.js'
import { getI18n } from '../getters/getLocale.js'
import type { Kit } from '../kit.js'
import { watch } from '../utils/select.js'

/** The same id replaces a previous 'Token Balance Unavailable' toast instead of stacking. */
const balanceToastId = 'kit-balance-unavailable'

/**
 * Each failed balance fetch shows the 'Token Balance Unavailable' error toast, in the kit's
 * language: the loaded catalogue's text, else English (the catalogue of the UI's English texts
 * is never loaded into the state). Returns the function that stops following.
 */
export function toastBalanceError(kit: Kit): () => void {
  return watch(kit, (current) => getAccount(current).balanceError, {
    onChange: (failedAt, previous) => {
      if (failedAt === undefined || failedAt === previous) return
      const message = getI18n(kit).messages?.['account.tokenBalanceUnavailable'] ?? 'Token Balance Unavailable'
      // The toast code loads with the first failure: most pages never show one.
      void import('../actions/showToast.js').then(({ showToast }) => showToast(kit, { id: balanceToastId, variant: 'error', message }))
    },
  })
}

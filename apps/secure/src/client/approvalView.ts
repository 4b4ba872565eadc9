import { requireElement } from './requireElement.js'

/** What the server asks the user to approve (see src/rpc/unsafeRequests.ts). */
export type ApprovalPreview =
  | { kind: 'message'; text: string }
  | { kind: 'signIn'; domain: string; text: string }
  | { kind: 'typedData'; primaryType: string; domain: string; message: string }
  | { kind: 'transaction'; to: string | null; value: string; data: string | null; chainName: string }
  | { kind: 'calls'; chainName: string; calls: { to: string; value: string; data: string | null }[]; failure?: string | null }
  | {
      kind: 'solanaTransactions'
      chainName: string
      transactions: { feePayer: string; instructions: { program: string; to: string | null; amount: string | null; data: string | null }[] }[]
    }
  | { kind: 'accountType'; type: 'eoa' | 'smartAccount'; account: string; chainName: string; delegate: string | null }

export interface ApprovalView {
  /** Shows the screen and resolves with the user's decision; `signal` hides it and resolves false. */
  ask(parameters: { method: string; preview: ApprovalPreview; appName: string; signal: AbortSignal }): Promise<boolean>
}

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send transaction',
  kit_initSmartAccount: 'Set up smart account',
}

function titleOf(method: string, preview: ApprovalPreview): string {
  if (preview.kind === 'signIn') return 'Sign in'
  if (method === 'kit_setPreferredAccount' && preview.kind === 'accountType')
    return preview.type === 'smartAccount' ? 'Switch to smart account' : 'Switch to EOA'
  return TITLES[method] ?? 'Approve request'
}

function delegationText(preview: Extract<ApprovalPreview, { kind: 'accountType' }>): string {
  if (!preview.delegate) return 'None (nothing is signed)'
  if (/^0x0{40}$/.test(preview.delegate))
    return `Removes this account's EIP-7702 delegation (an authorization to ${preview.delegate}): a plain EOA again, paid from this account`
  return `EIP-7702 delegation of this account to ${preview.delegate} (Simple7702Account), paid from this account`
}

function rows(preview: ApprovalPreview): [string, string][] {
  if (preview.kind === 'message') return [['Message', preview.text]]
  if (preview.kind === 'signIn')
    return [
      ['Sign in to', preview.domain],
      ['Message', preview.text],
    ]
  if (preview.kind === 'typedData') {
    return [
      ['Type', preview.primaryType],
      ['Domain', preview.domain],
      ['Message', preview.message],
    ]
  }
  if (preview.kind === 'solanaTransactions') {
    const several = preview.transactions.length > 1
    return [
      ['Network', preview.chainName],
      ...preview.transactions.flatMap((transaction, index): [string, string][] => {
        const prefix = several ? `Transaction ${index + 1} ` : ''
        return [
          [several ? `${prefix}fee payer` : 'Fee payer', transaction.feePayer],
          ...transaction.instructions.flatMap((instruction): [string, string][] =>
            instruction.amount !== null
              ? [
                  [`${prefix}To`.trim(), instruction.to ?? 'Unknown'],
                  [`${prefix}Amount`.trim(), instruction.amount],
                ]
              : [[`${prefix}Program`.trim(), instruction.data ? `${instruction.program}\n${instruction.data}` : instruction.program]],
          ),
        ]
      }),
    ]
  }
  if (preview.kind === 'accountType') {
    return [
      ['Network', preview.chainName],
      ['Account', preview.account],
      ['Account type', preview.type === 'smartAccount' ? 'Smart account' : 'EOA'],
      ['Transaction', delegationText(preview)],
    ]
  }
  if (preview.kind === 'calls') {
    return [
      ['Network', preview.chainName],
      // The batch simulated on the current chain state: which call would revert, and why.
      ...(preview.failure ? ([['Will fail', preview.failure]] as [string, string][]) : []),
      ...preview.calls.flatMap((call, index): [string, string][] => [
        [`Call ${index + 1} to`, call.to],
        [`Call ${index + 1} amount`, call.value],
        ...(call.data ? ([[`Call ${index + 1} data`, call.data]] as [string, string][]) : []),
      ]),
    ]
  }
  const list: [string, string][] = [
    ['Network', preview.chainName],
    ['To', preview.to ?? 'Contract creation'],
    ['Amount', preview.value],
  ]
  if (preview.data) list.push(['Data', preview.data])
  return list
}

/**
 * How long the approval screen is shown before Approve takes a click or a key: a click or an Enter
 * the person meant for the page underneath, as the screen appears under the cursor (which the host
 * page may time on purpose), cannot approve. The host's modal also moves the frame while it opens
 * (about 400 ms). Reject works at once.
 */
export const approveDelayMs = 500

/** The approval screen of the frame page (`#approval`), drawn with textContent only. */
export function createApprovalView(document: Document): ApprovalView {
  const byId = (id: string): HTMLElement => requireElement(document, id)
  const screen = byId('approval')
  const title = byId('approval-title')
  const app = byId('approval-app')
  const details = byId('approval-details')
  const confirm = byId('approval-confirm') as HTMLButtonElement
  const reject = byId('approval-reject') as HTMLButtonElement
  return {
    ask({ method, preview, appName, signal }) {
      title.textContent = titleOf(method, preview)
      app.textContent = appName
      details.replaceChildren(
        ...rows(preview).flatMap(([label, value]) => {
          const dt = document.createElement('dt')
          dt.textContent = label
          const dd = document.createElement('dd')
          dd.textContent = value
          return [dt, dd]
        }),
      )
      confirm.disabled = true
      reject.disabled = false
      screen.hidden = false
      return new Promise<boolean>((resolve) => {
        const armed = setTimeout(() => {
          confirm.disabled = false
          confirm.focus()
        }, approveDelayMs)
        const finish = (approved: boolean): void => {
          clearTimeout(armed)
          confirm.removeEventListener('click', onConfirm)
          reject.removeEventListener('click', onReject)
          signal.removeEventListener('abort', onAbort)
          confirm.disabled = true
          reject.disabled = true
          screen.hidden = true
          resolve(approved)
        }
        const onConfirm = (): void => finish(true)
        const onReject = (): void => finish(false)
        const onAbort = (): void => finish(false)
        confirm.addEventListener('click', onConfirm)
        reject.addEventListener('click', onReject)
        signal.addEventListener('abort', onAbort)
        if (signal.aborted) finish(false)
      })
    },
  }
}

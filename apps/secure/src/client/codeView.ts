import { OTP_LENGTH } from '@kit/frame-protocol'
import { requireElement } from './requireElement.js'

export interface CodeView {
  /**
   * Shows the code entry (`#code`) and submits each complete code with `submit`, which answers an
   * error text to show (the user types again) or null when signed in. Resolves true then, or false
   * when `signal` aborts. The code is typed here, on the secure origin: the host page never sees it.
   */
  ask(parameters: { signal: AbortSignal; label?: string | undefined; submit: (code: string) => Promise<string | null> }): Promise<boolean>
}

const DEFAULT_LABEL = 'Code from your email'

/** The frame page's email-code screen, drawn with textContent only. */
export function createCodeView(document: Document): CodeView {
  const byId = (id: string): HTMLElement => requireElement(document, id)
  const screen = byId('code')
  const input = byId('code-input') as HTMLInputElement
  const error = byId('code-error')
  const label = document.querySelector<HTMLLabelElement>('label[for="code-input"]')
  return {
    ask({ signal, label: text, submit }) {
      if (label) label.textContent = text ?? DEFAULT_LABEL
      input.value = ''
      input.disabled = false
      error.hidden = true
      error.textContent = ''
      screen.hidden = false
      return new Promise<boolean>((resolve) => {
        let busy = false
        const finish = (done: boolean): void => {
          input.removeEventListener('input', onInput)
          signal.removeEventListener('abort', onAbort)
          screen.hidden = true
          resolve(done)
        }
        const onInput = (): void => {
          const digits = input.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          if (input.value !== digits) input.value = digits
          error.hidden = true
          if (digits.length < OTP_LENGTH || busy) return
          busy = true
          input.disabled = true
          void submit(digits)
            .then((message) => {
              if (signal.aborted) return
              if (message === null) return finish(true)
              error.textContent = message
              error.hidden = false
              input.value = ''
              input.disabled = false
              input.focus()
            })
            .finally(() => {
              busy = false
            })
        }
        const onAbort = (): void => finish(false)
        input.addEventListener('input', onInput)
        signal.addEventListener('abort', onAbort)
        if (signal.aborted) finish(false)
        else input.focus()
      })
    },
  }
}

/** Modal slice: open, loading and shake (docs/rules/states.md). */
export type ModalState = { open: boolean; loading: boolean; shake: boolean }

export function createModalState(): ModalState {
  return { open: false, loading: false, shake: false }
}

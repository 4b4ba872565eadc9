/** Name registration (RegisterAccountName → RegisterAccountNameSuccess). */
export type NamesState = {
  status: 'idle' | 'registering' | 'registered' | 'error'
  /** The full name being registered, or registered (`alice.kit.id`). */
  name: string | undefined
  /** docs/rules/errors.md text of the last failure ('Error registering name {name}', …). */
  error: string | undefined
}

export function createNamesState(): NamesState {
  return { status: 'idle', name: undefined, error: undefined }
}

import { afterEach } from 'vitest'

// Tell React this is a test environment, so `act` works without warnings.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Testing Library unmounts automatically only with Vitest globals; these tests import them.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}

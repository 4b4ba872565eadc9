import type { Kit } from '@kit/core'
import { createContext } from '@lit/context'

/**
 * The kit a view reads and acts on. `<appkit-modal .kit=${kit}>` provides it; the views it
 * renders consume it (docs/contributing.md, "Lit UI: how components receive state"). Each modal provides its own kit, so two modals on one page
 * never see each other's state.
 */
export const kitContext = createContext<Kit | undefined>(Symbol('kit'))

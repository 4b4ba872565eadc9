// Type tests (checked by `tsc -p tsconfig.test.json`): importing @kit/react types the elements.
import type { AppKitElement } from './exports/index.js'

export const ok = (
  <>
    <appkit-modal />
    <appkit-button label="Connect" size="sm" balance="show" disabled />
    <appkit-connect-button label="Connect" />
    <appkit-account-button balance="hide" ref={(element: AppKitElement | null) => void element?.kit} />
    <appkit-network-button className="network" />
  </>
)

// @ts-expect-error: sizes are sm | md
export const badSize = <appkit-button size="xl" />

// @ts-expect-error: kit is a property; pass it with the AppKit*Button components, never as an attribute
export const kitAttribute = <appkit-button kit={{}} />

// Type check only (run by `pnpm --filter @kit/demo typecheck`): the demo resolves the same
// @types/react as @kit/react (one version in the workspace catalog), so the `appkit-*` JSX
// elements @kit/react declares are typed here. Not rendered by any page.
import type { AppKitElementProps } from '@kit/react'

export function TypedElements() {
  return (
    <>
      <appkit-button label="Connect" size="sm" balance="hide" />
      <appkit-network-button />
      {/* @ts-expect-error size is 'sm' | 'md' */}
      <appkit-connect-button size="xl" />
    </>
  )
}

export type DemoButtonProps = AppKitElementProps

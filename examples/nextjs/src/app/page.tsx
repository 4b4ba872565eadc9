// AppKit's Next.js documentation: the page shows <appkit-button />; the account line reads
// wagmi's useAccount, which the server renders from the request's cookies; the next one AppKit's
// useAppKitAccount (no provider around it), which the server renders in its starting state.
import { Account } from './Account'
import { KitAccount } from './KitAccount'

export default function Home() {
  return (
    <main>
      <h1>AppKit app on Kit (Next.js)</h1>
      <appkit-button />
      <Account />
      <KitAccount />
    </main>
  )
}

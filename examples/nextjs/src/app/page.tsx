// AppKit's Next.js documentation: the page shows <appkit-button />; the account line reads
// wagmi's useAccount, which the server renders from the request's cookies.
import { Account } from './Account'

export default function Home() {
  return (
    <main>
      <h1>AppKit app on Kit (Next.js)</h1>
      <appkit-button />
      <Account />
    </main>
  )
}

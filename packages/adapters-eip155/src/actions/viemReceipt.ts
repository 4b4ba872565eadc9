// viem's receipt wait: a chunk of its own, loaded by the first `waitForTransactionReceipt`. It names
// the one viem action it needs; an `import('viem/actions')` namespace would keep every viem action
// in an app's build.
import { waitForTransactionReceipt } from 'viem/actions'

export { waitForTransactionReceipt }

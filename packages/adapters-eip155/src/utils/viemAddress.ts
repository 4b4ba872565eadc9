// viem's address helpers, a chunk of its own loaded by the first connect (checksumAccounts.ts).
// Named re-exports: with `import('viem')`, viem's entry became a lazy chunk of its own, and
// Rolldown split the page's first load into several files around it.

export { getAddress, isAddress } from 'viem'

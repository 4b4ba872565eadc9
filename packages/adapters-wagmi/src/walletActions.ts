// wagmi's actions that sign, send and read (viem's transaction, calls and balance actions behind
// them, about 20 KiB brotli): imported on a connector's or the adapter's first call of one, so a
// page's first load holds only the connect path (bench/compare.mjs --shape wagmi).
export { getBalance, getCallsStatus, getCapabilities, sendCalls, sendTransaction, showCallsStatus, signMessage } from 'wagmi/actions'

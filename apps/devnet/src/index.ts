export { testTokenAbi, testTokenBytecode } from './contracts/testToken.js';
export { DEVNET_ACCOUNTS, DEVNET_DEPLOYER, DEVNET_MNEMONIC } from './devnetAccounts.js';
export { DEVNET_CHAINS, type DevnetChainConfig } from './devnetChains.js';
export { DEVNET_TOKENS, type DevnetToken, type DevnetTokenSymbol } from './devnetTokens.js';
export { findFreePort } from './findFreePort.js';
export { formatDevnetSummary } from './formatDevnetSummary.js';
export { spawnAnvil, type AnvilProcess, type SpawnAnvilOptions } from './spawnAnvil.js';
export { startDevnet, type Devnet, type DevnetChain, type StartDevnetOptions } from './startDevnet.js';

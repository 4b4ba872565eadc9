export { deployAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.js'
export { ACCOUNT_ABSTRACTION_SALT, DETERMINISTIC_DEPLOYER, DEVNET_ACCOUNT_ABSTRACTION } from './accountAbstraction/devnetAccountAbstraction.js'
export { installCanonicalEntryPoint } from './accountAbstraction/installCanonicalEntryPoint.js'
export {
  BITCOIN_DEVNET_ACCOUNT_SATS,
  BITCOIN_DEVNET_ACCOUNTS,
  BITCOIN_DEVNET_FAUCET,
  type BitcoinDevnetAccount,
  type BitcoinDevnetOrdinalsKey,
  type BitcoinDevnetPaymentKey,
} from './bitcoin/bitcoinAccounts.js'
export { addressToScript, BITCOIN_NETWORKS, BITCOIN_SERVICE_NETWORK, BITCOIN_TESTNET_GENESIS_HASH, type BitcoinNetworkName } from './bitcoin/bitcoinNetworks.js'
export { type BitcoinChain, BitcoinRejectionError } from './bitcoin/createBitcoinChain.js'
export { formatBitcoinServiceSummary } from './bitcoin/formatBitcoinServiceSummary.js'
export {
  BITCOIN_SERVICE_BLOCK_MS,
  BITCOIN_SERVICE_DEFAULT_PORT,
  BITCOIN_SERVICE_FEE_ESTIMATES,
  type BitcoinService,
  type BitcoinServiceNetwork,
  type StartBitcoinServiceOptions,
  startBitcoinService,
} from './bitcoin/startBitcoinService.js'
export { BUNDLER_DEFAULT_PORT, BUNDLER_KEYS, type Bundler, type StartBundlerOptions, startBundler } from './bundler/startBundler.js'
export { entryPointAbi } from './contracts/entryPoint.js'
export { kitUniversalResolverAbi } from './contracts/kitUniversalResolver.js'
export { simple7702AccountAbi } from './contracts/simple7702Account.js'
export { testNftAbi, testNftBytecode } from './contracts/testNft.js'
export { testSmartAccountAbi, testSmartAccountBytecode } from './contracts/testSmartAccount.js'
export { testSmartAccountFactoryAbi, testSmartAccountFactoryBytecode } from './contracts/testSmartAccountFactory.js'
export { testTokenAbi, testTokenBytecode } from './contracts/testToken.js'
export { DEVNET_ACCOUNTS, DEVNET_DEPLOYER, DEVNET_MNEMONIC } from './devnetAccounts.js'
export { DEVNET_CHAINS, type DevnetChainConfig } from './devnetChains.js'
export { DEVNET_NFT, type DevnetNftToken, devnetNftImage, devnetNftTokenUri } from './devnetNft.js'
export { DEVNET_TOKENS, type DevnetToken, type DevnetTokenSymbol } from './devnetTokens.js'
export { deployDevnetNames } from './ens/deployDevnetNames.js'
export { DEVNET_NAMES, devnetNamesGatewayUrl } from './ens/devnetNames.js'
export { findFreePort } from './findFreePort.js'
export { formatDevnetSummary } from './formatDevnetSummary.js'
export { formatSolanaDevnetSummary } from './solana/formatSolanaDevnetSummary.js'
export { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_MINT_KEY, type SolanaDevnetKey } from './solana/solanaAccounts.js'
export { describeSolanaClusters, SOLANA_CLUSTERS, type SolanaClusterName, type SolanaDevnetCluster } from './solana/solanaClusters.js'
export {
  SOLANA_DEVNET_ACCOUNT_LAMPORTS,
  SOLANA_DEVNET_TOKENS,
  SOLANA_TOKEN_2022_PROGRAM_ID,
  SOLANA_TOKEN_PROGRAM_ID,
  type SolanaDevnetToken,
  type SolanaDevnetTokenSymbol,
} from './solana/solanaTokens.js'
export {
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_DEFAULT_WS_PORT,
  SOLANA_DEVNET_SLOT_MS,
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
  startSolanaDevnet,
} from './solana/startSolanaDevnet.js'
export { type AnvilProcess, type SpawnAnvilOptions, spawnAnvil } from './spawnAnvil.js'
export { type Devnet, type DevnetChain, type StartDevnetOptions, startDevnet } from './startDevnet.js'
export { DEVNET_UNISWAP, type DevnetPool } from './uniswap/devnetUniswap.js'
export { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswap/uniswapV2Abi.js'

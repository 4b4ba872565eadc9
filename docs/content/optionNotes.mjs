// What the options schema's own JSDoc does not say, written for the options reference
// (docs/reference/options.md is generated from the schema; a key with neither JSDoc nor a note
// here fails docs/test/completeness.test.ts).
export const optionNotes = {
  projectId:
    "Your project id on the Kit API (any non-empty string when you run without one). Sent with every Kit API call, which reads the project's allowed origins, remote features and rate limit from it; also the default `storageKey` (`kit.<projectId>`), so two projects on one origin keep apart.",
  networks:
    'The networks the app offers, at least one; the first is the default unless `defaultNetwork` says otherwise. Import them from `@kit/core/networks` (`mainnet`, `base`, `solana`, `bitcoin`, …) or write a `CaipNetwork`. A wallet on a network outside this list sees the Unsupported Network view (see `allowUnsupportedChain`).',
  defaultNetwork: 'The network a new visitor starts on; must be one of `networks`.',
  defaultAccountTypes:
    "AppKit's account type a new connection starts with, per namespace: `{ eip155: 'eoa' | 'smartAccount', bip122: 'payment' | 'ordinal' | 'stx' }`. eip155 `smartAccount` (the default) makes the embedded wallet a smart account on the project's smart-account-enabled networks, `eoa` never; bip122 picks the wallet's payment or ordinal address.",
  adapters:
    'One adapter per chain family: `eip155Adapter()` (`@kit/adapters-eip155`), `solanaAdapter()` (`@kit/adapters-solana`), `bitcoinAdapter()` (`@kit/adapters-bip122`), or `new WagmiAdapter({ networks, projectId })` from `@kit/adapters-wagmi` (wagmi apps). Without any the modal offers WalletConnect only. At most one per namespace.',
  metadata: 'Your app as wallets show it (WalletConnect pairing, sign-in messages, the secure frame): name, description, URL and icons.',
  features: 'Turns parts of the modal on or off; see [features](#features-keys) below.',
  themeVariables: 'Colours, font, radius and z-index of every element; see [themeVariables](#theme-variables) below and [Theming](/guide/theming).',
  rpcUrls:
    "JSON-RPC URLs per CAIP-2 network id (`{ 'eip155:1': ['https://…'] }`), tried before the network's own. An EVM network with none at all goes through the Kit API's `/v1/rpc` when `apiUrl` is set.",
  apiUrl:
    'Base URL of your Kit API (apps/api). Without it the kit connects, signs and switches networks with no server at all; with it you also get the wallet catalogue (All Wallets, recommended wallets, images), balances and portfolio, activity, swaps, on-ramp quotes, names, identity (ENS) lookups, remote features and `siwx: true` sessions. See [Getting started](/guide/getting-started#what-each-url-gives).',
  sdkVersion: 'The `sv` sent with every Kit API call (default `html-kit-<version>`); see `sdkType`.',
  enableReconnect: 'Restores the last connections on load (the wallet is asked silently; nothing opens). Off: every visit starts disconnected.',
  storage:
    'Where the kit keeps its state between visits: any object with `getItem`, `setItem` and `removeItem` (default `localStorage`, or memory where there is none, as on a server).',
  manualWCControl:
    "AppKit's WalletConnect-only mode: `open()` shows the WalletConnect QR code (All Wallets on a phone) instead of the Connect view. The kit also behaves so when it has no adapter.",
  privacyPolicyUrl: 'Linked under the wallet list with `termsConditionsUrl` (and beside the legal checkbox when `features.legalCheckbox`).',
  'features.analytics': "Sends the kit's events to the Kit API's analytics endpoint (`analyticsUrl`, default `apiUrl`). Nothing is sent without either.",
  'features.email': 'Email login through the embedded wallet in the secure frame; needs `secureOrigin`.',
  'features.socials': 'The social logins offered (in this order), or `false` for none; they need `secureOrigin`.',
  'features.allWallets': 'The All Wallets entry in the Connect view (the Kit API catalogue; needs `apiUrl`).',
  'features.send': 'The Send button in the Account view (send native coins and tokens).',
  'features.receive': 'The Receive button in the Account view (the address and its QR code).',
  'features.swaps': 'The Swap button in the Account view; quotes come from the Kit API (`apiUrl`).',
  'features.onramp': 'The Buy button in the Account view (on-ramp providers of the Kit API; `apiUrl`).',
  'features.history': 'The Activity tab of the Account view (transactions from the Kit API; `apiUrl`).',
  'features.legalCheckbox': 'A checkbox the visitor ticks to accept `termsConditionsUrl` and `privacyPolicyUrl` before any login method starts.',
  'features.collapseWallets': 'Beside email or social login, the wallet list shows only after the visitor asks for it.',
  'features.connectMethodsOrder': "The order of the Connect view's sections: `email`, `social`, `wallet`.",
  '--w3m-font-family': "AppKit's name for `--kit-font-family`.",
  '--w3m-accent': "AppKit's name for `--kit-accent`.",
  '--w3m-color-mix': "AppKit's name for `--kit-color-mix`.",
  '--w3m-color-mix-strength': "AppKit's name for `--kit-color-mix-strength`.",
  '--w3m-font-size-master': "AppKit's name for `--kit-font-size-master`.",
  '--w3m-border-radius-master': "AppKit's radius unit (default 4px): the modal's radius becomes six times it (`--kit-border-radius`).",
  '--w3m-z-index': "AppKit's name for `--kit-z-index`.",
  '--w3m-qr-color': "AppKit's name for `--kit-qr-color`.",
  '--apkt-font-family': "AppKit 1.8's name for `--w3m-font-family` (it wins when both are set).",
  '--apkt-accent': "AppKit 1.8's name for `--w3m-accent` (it wins when both are set).",
  '--apkt-color-mix': "AppKit 1.8's name for `--w3m-color-mix` (it wins when both are set).",
  '--apkt-color-mix-strength': "AppKit 1.8's name for `--w3m-color-mix-strength` (it wins when both are set).",
  '--apkt-font-size-master': "AppKit 1.8's name for `--w3m-font-size-master` (it wins when both are set).",
  '--apkt-border-radius-master': "AppKit 1.8's name for `--w3m-border-radius-master` (it wins when both are set).",
  '--apkt-z-index': "AppKit 1.8's name for `--w3m-z-index` (it wins when both are set).",
  '--apkt-qr-color': "AppKit 1.8's name for `--w3m-qr-color` (it wins when both are set).",
}

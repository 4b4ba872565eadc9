import { defineConfig } from 'vitepress'

// The documentation site (pnpm docs, pnpm docs:build). Reference pages are generated from the
// code by scripts/generate.mjs before every build; VitePress fails the build on a dead link.
export default defineConfig({
  title: 'Kit',
  description: 'A wallet-connection toolkit for the web: modal, buttons, hooks and the services behind them.',
  cleanUrls: true,
  lastUpdated: false,
  srcExclude: ['**/node_modules/**', 'scripts/**', 'content/**', 'test/**', '**/README.md'],
  // The playground bundles the kit: its chunks are large, and zod's and the kit's module-graph
  // notes are Rollup warnings about code that is not the site's; npm test's log stays readable.
  vite: {
    build: {
      chunkSizeWarningLimit: 4000,
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' || warning.plugin === 'vite:reporter') return
          warn(warning)
        },
      },
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Self-hosting', link: '/self-hosting/' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Migrating from AppKit', link: '/guide/migrating-from-appkit' },
          { text: 'Theming', link: '/guide/theming' },
          { text: 'Views', link: '/guide/views' },
          { text: 'Localisation', link: '/guide/localisation' },
          { text: 'Networks', link: '/guide/networks' },
          { text: 'Adapters', link: '/guide/adapters' },
          { text: 'Multi-wallet', link: '/guide/multi-wallet' },
          { text: 'Sign in (SIWX)', link: '/guide/siwx' },
          { text: 'Swaps', link: '/guide/swaps' },
          { text: 'On-ramp', link: '/guide/onramp' },
          { text: 'Names', link: '/guide/names' },
          { text: 'Smart accounts', link: '/guide/smart-accounts' },
          { text: 'Testing with @kit/test', link: '/guide/testing' },
          { text: 'Security model', link: '/guide/security' },
        ],
      },
      {
        text: 'Contributing',
        items: [
          { text: 'Architecture', link: '/architecture' },
          { text: 'Conventions', link: '/contributing' },
          { text: 'Product rules', link: '/rules/' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'Overview', link: '/reference/' },
          { text: 'createAppKit options', link: '/reference/options' },
          { text: 'Hooks', link: '/reference/hooks' },
          { text: 'Elements', link: '/reference/elements' },
          { text: 'Core actions', link: '/reference/actions' },
          { text: 'Events', link: '/reference/events' },
          { text: 'Errors', link: '/reference/errors' },
          { text: 'Package exports', link: '/reference/exports' },
          { text: 'AppKitProvider', link: '/react/AppKitProvider' },
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'Overview and checklist', link: '/self-hosting/' },
          { text: 'Service configuration', link: '/self-hosting/config' },
          { text: 'Kit API reference', link: '/self-hosting/api' },
        ],
      },
    ],
  },
})

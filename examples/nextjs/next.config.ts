import type { NextConfig } from 'next'

// Nothing Kit needs: the workspace packages are plain ESM (AppKit's documentation adds webpack
// externals for WalletConnect's optional Node modules; Kit has none). The types are checked by
// this package's `typecheck` script, against the packages' declarations, not by `next build`,
// which the e2e runs right after the JavaScript-only build.
const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig

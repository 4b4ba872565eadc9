import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Six pages: the React demo (EVM, Solana, Bitcoin), the same with EVM only, the same without
// React, two kits on one page, an AppKit app (wagmi) ported by changing its imports, and Kit's
// wagmi page (every connector Kit gives wagmi, driven by wagmi's own hooks).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.KIT_DEMO_PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        vanilla: resolve(import.meta.dirname, 'vanilla.html'),
        two: resolve(import.meta.dirname, 'two.html'),
        evm: resolve(import.meta.dirname, 'evm.html'),
        'appkit-port': resolve(import.meta.dirname, 'appkit-port.html'),
        wagmi: resolve(import.meta.dirname, 'wagmi.html'),
        'no-adapter': resolve(import.meta.dirname, 'no-adapter.html'),
      },
    },
  },
})

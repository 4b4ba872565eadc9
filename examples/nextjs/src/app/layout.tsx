// The root layout of AppKit's Next.js documentation (next/font/google left out: the build
// fetches no fonts). The request's cookies reach the context, so wagmi's state is the visitor's.
import type { Metadata } from 'next'
import './globals.css'

import { headers } from 'next/headers' // added
import ContextProvider from '@/context'

export const metadata: Metadata = {
  title: 'AppKit Example App',
  description: 'Powered by Kit',
}

export default async function RootLayout({
  children,
}: Readonly<{
  children: React.ReactNode
}>) {
  const headersObj = await headers()
  const cookies = headersObj.get('cookie')

  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  )
}

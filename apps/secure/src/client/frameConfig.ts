import * as z from 'zod'

/** The configuration the server embeds in the frame page (see src/pages/framePage.ts). */
export const framePageConfigSchema = z.object({
  projectId: z.string(),
  chainId: z.union([z.number(), z.string()]).nullable(),
  version: z.string(),
  enableLogger: z.boolean(),
  rpcUrl: z.string().nullable(),
  ancestors: z.array(z.string()),
  projectError: z.string().nullable(),
  chains: z.array(z.object({ id: z.number(), name: z.string(), rpcUrls: z.array(z.string()) })),
  solanaChains: z.array(z.object({ id: z.string(), name: z.string(), rpcUrls: z.array(z.string()) })).default([]),
  frameVersion: z.string(),
})

export type FrameConfig = z.infer<typeof framePageConfigSchema>

export function readFrameConfig(document: Document): FrameConfig | null {
  const element = document.getElementById('kit-frame-config')
  try {
    const parsed = framePageConfigSchema.safeParse(JSON.parse(element?.textContent ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

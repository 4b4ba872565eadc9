#!/usr/bin/env node
// `pnpm docs:build`: generates the reference pages from the code, then builds the static site
// into docs/.vitepress/dist. VitePress fails the build on a dead internal link.
import { build } from 'vitepress'
import { generate, referenceCounts } from './generate.mjs'
import { docsRoot } from './lib/paths.mjs'

const started = Date.now()
const { pages, reference } = await generate()
await build(docsRoot)
console.log(`docs: site built in ${((Date.now() - started) / 1000).toFixed(1)} s; ${Object.keys(pages).length} reference pages generated from the code:`)
for (const [name, value] of Object.entries(referenceCounts(reference))) console.log(`  ${name}: ${value}`)

#!/usr/bin/env node
// `pnpm docs:build`: generates the reference pages from the code, then builds the static site
// into docs/.vitepress/dist. VitePress fails the build on a dead internal link.
import { build } from 'vitepress'
import { generate } from './generate.mjs'
import { docsRoot } from './lib/paths.mjs'

const started = Date.now()
const { pages } = await generate()
console.log(`docs: ${Object.keys(pages).length} reference pages generated`)
await build(docsRoot)
console.log(`docs: site built in ${((Date.now() - started) / 1000).toFixed(1)} s`)

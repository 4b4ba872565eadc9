#!/usr/bin/env node
// Writes the reference pages of the docs site from the code (they are not committed, so they
// cannot drift): options, hooks, actions, errors, elements, package exports and the services'
// configuration. Run by `pnpm docs`, `pnpm docs:build` and the docs tests.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { actionsPage, readActions } from './lib/actions.mjs'
import { buildManifest, elementsPage, readElements } from './lib/elements.mjs'
import { errorsPage, readErrors } from './lib/errors.mjs'
import { exportsPage, readExports } from './lib/exportsIndex.mjs'
import { generatedPages } from './lib/generatedPages.mjs'
import { hooksPage, readHooks } from './lib/hooks.mjs'
import { openApiPage, readOpenApi } from './lib/openApi.mjs'
import { optionsPage, readOptions } from './lib/options.mjs'
import { docsRoot } from './lib/paths.mjs'
import { createSourceProgram } from './lib/program.mjs'
import { readRelayUsage, readServerConfigs, serverConfigPage } from './lib/serverConfig.mjs'

/** Everything the reference pages are made of, read from the code. */
export async function readReference() {
  const source = createSourceProgram()
  const hooks = readHooks(source)
  const actions = readActions(source)
  const errors = readErrors(source)
  return {
    source,
    options: readOptions(source),
    hooks,
    actions,
    errors,
    elements: readElements(buildManifest()),
    exports: readExports(source, { hooks, actions, errors }),
    serverConfigs: readServerConfigs(),
    relayUsage: readRelayUsage(),
    openApi: await readOpenApi(),
  }
}

/** The generated pages: path under docs/ → Markdown. */
export function referencePages(reference) {
  return {
    'reference/options.md': optionsPage(reference.options),
    'reference/hooks.md': hooksPage(reference.source, reference.hooks),
    'reference/actions.md': actionsPage(reference.source, reference.actions),
    'reference/errors.md': errorsPage(reference.errors),
    'reference/elements.md': elementsPage(reference.elements),
    'reference/exports.md': exportsPage(reference.exports),
    'self-hosting/config.md': serverConfigPage(reference.serverConfigs, reference.relayUsage),
    'self-hosting/api.md': openApiPage(reference.openApi),
  }
}

/** How many entries each reference holds, for the build's closing note. */
export function referenceCounts(reference) {
  const count = (list) => list.length
  return {
    options: `${count(reference.options.options)} options, ${count(reference.options.features)} features keys, ${count(reference.options.themeVariables)} theme variables`,
    hooks: count(reference.hooks),
    'core actions': reference.actions.map((group) => `${count(group.functions)} ${group.title.toLowerCase()}`).join(', '),
    elements: count(reference.elements),
    errors: count(reference.errors),
    exports: reference.exports.reduce((sum, entry) => sum + entry.exports.length, 0),
    'service config keys': reference.serverConfigs.map((config) => `${config.id} ${count(config.keys)}`).join(', '),
    'Kit API operations': Object.values(reference.openApi.paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0),
  }
}

/** Writes the generated pages; returns them. */
export async function generate() {
  const reference = await readReference()
  const pages = referencePages(reference)
  const unlisted = Object.keys(pages).filter((path) => !generatedPages.includes(path))
  if (unlisted.length > 0) throw new Error(`Add ${unlisted.join(', ')} to scripts/lib/generatedPages.mjs and docs/.gitignore`)
  for (const [path, markdown] of Object.entries(pages)) {
    mkdirSync(dirname(join(docsRoot, path)), { recursive: true })
    writeFileSync(join(docsRoot, path), markdown)
  }
  return { reference, pages }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const { pages, reference } = await generate()
  console.log(`docs: ${Object.keys(pages).length} reference pages generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const [name, value] of Object.entries(referenceCounts(reference))) console.log(`  ${name}: ${value}`)
}

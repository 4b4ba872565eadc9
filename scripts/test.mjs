#!/usr/bin/env node
// Runs every test: Biome lint and format, the import rules (dependency-cruiser), Vitest (unit and integration, every package and app), then Playwright
// (end-to-end against the demo with the whole local stack). Ends with one summary line.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const vitestJson = join(out, 'vitest.json')
const playwrightJson = join(out, 'playwright.json')
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }

function run(args, extraEnv = {}) {
  return spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

const only = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
let status = 0

if (!only || only === 'lint') {
  // Biome (lint and format, biome.json), the import rules (.dependency-cruiser.cjs) and each
  // package's errors naming its current version.
  const checks = [
    [join(root, 'node_modules/.bin/biome'), 'ci', '.'],
    ['node', join(root, 'scripts/check-imports.mjs')],
    ['node', join(root, 'scripts/sync-versions.mjs'), '--check'],
  ]
  for (const args of checks) {
    const code = run(args)
    if (code === 0) passed += 1
    else {
      failed += 1
      status = code
    }
  }
}

if (!only || only === 'unit') {
  const code = run([join(root, 'node_modules/.bin/vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
  const report = readJson(vitestJson)
  if (report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  } else failed += 1
  if (code !== 0) status = code
}

if (!only || only === 'e2e') {
  const code = run([join(root, 'node_modules/.bin/playwright'), 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
  })
  const report = readJson(playwrightJson)
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  } else failed += 1
  if (code !== 0) status = code
}

console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(status || (failed > 0 ? 1 : 0))

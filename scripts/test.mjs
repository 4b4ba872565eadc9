#!/usr/bin/env node
// Runs every test: Biome lint and format, the import rules (dependency-cruiser), the docs site's build, Vitest (unit and integration, every package and app), then Playwright
// (end-to-end against the demo with the whole local stack). Ends with one summary line.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const vitestJson = join(out, 'vitest.json')
const playwrightJson = join(out, 'playwright.json')
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }

/** Vitest takes about 10 minutes here; past this a test has hung (a page stuck in a loop). */
const unitTimeoutMs = Number(process.env.KIT_TEST_UNIT_TIMEOUT_MIN ?? 25) * 60_000

/** Runs a command; `timedOut` when it was stopped after `timeout` ms. */
function run(args, extraEnv = {}, timeout = undefined) {
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv }, timeout })
  return { code: result.status ?? 1, timedOut: result.error?.code === 'ETIMEDOUT' }
}

/** The first line of an error message, without terminal colours. */
function firstLine(message = '') {
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200)
}

/** Every test of a Playwright JSON report with its spec, through nested suites. */
function* playwrightTests(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test }
    yield* playwrightTests(suite.suites)
  }
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
/** Failed (and retried-then-passed) tests, named before the summary so a CI log's tail says which. */
const failures = []
const flaky = []

if (!only || only === 'lint') {
  // Biome (lint and format, biome.json), the import rules (.dependency-cruiser.cjs), each
  // package's errors naming its current version, no published function growing past 80 lines,
  // and the docs site building (reference pages generated from the code; a dead link fails it).
  const checks = [
    [join(root, 'node_modules/.bin/biome'), 'ci', '.'],
    ['node', join(root, 'scripts/check-imports.mjs')],
    ['node', join(root, 'scripts/sync-versions.mjs'), '--check'],
    ['node', join(root, 'scripts/check-function-lengths.mjs')],
    ['node', join(root, 'docs/scripts/build.mjs')],
  ]
  for (const args of checks) {
    const { code } = run(args)
    if (code === 0) passed += 1
    else {
      failed += 1
      status = code
    }
  }
}

if (!only || only === 'unit') {
  // A report left by an earlier run must not stand in for one this run did not write.
  rmSync(vitestJson, { force: true })
  const { code, timedOut } = run(
    [join(root, 'node_modules/.bin/vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    {},
    unitTimeoutMs,
  )
  if (timedOut)
    failures.push(`Vitest: stopped after ${unitTimeoutMs / 60_000} minutes without finishing (a test hung; its file is among those not reported above)`)
  const report = readJson(vitestJson)
  if (report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
    for (const file of report.testResults) {
      const name = relative(root, file.name)
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
      for (const test of failedTests) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`)
    }
  } else failed += 1
  if (code !== 0) status = code
}

if (!only || only === 'e2e') {
  rmSync(playwrightJson, { force: true })
  const { code } = run([join(root, 'node_modules/.bin/playwright'), 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
  })
  const report = readJson(playwrightJson)
  if (report?.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    for (const { spec, test } of playwrightTests(report.suites)) {
      const name = `${spec.file}:${spec.line} › ${spec.title}`
      if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(test.results.at(-1)?.error?.message)}`)
      if (test.status === 'flaky') flaky.push(name)
    }
  } else failed += 1
  if (code !== 0) status = code
}

if (flaky.length > 0) console.log(`\nPassed on a retry:\n${flaky.map((name) => `  ${name}`).join('\n')}`)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`)
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(status || (failed > 0 ? 1 : 0))

// Vitest setup for the browser tests: silence Lit's "dev mode" notice (the tests run Lit's
// development build on purpose, for its extra checks).
const globals = globalThis as { litIssuedWarnings?: Set<string> }
globals.litIssuedWarnings ??= new Set()
globals.litIssuedWarnings.add('dev-mode')

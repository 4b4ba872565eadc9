/**
 * Stands in for `@kit/ui` in this package's unit tests (see vitest.config.ts): @kit/react
 * depends only on its public `defineElements()`, and these tests must not need the UI build.
 */
export function defineElements(): void {}

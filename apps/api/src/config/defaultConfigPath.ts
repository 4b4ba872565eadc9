import { fileURLToPath } from 'node:url'

/** The config file shipped with the package: the local devnet stack with the `kit-demo` project. */
export const DEFAULT_CONFIG_PATH = fileURLToPath(new URL('../../kit-api.config.json', import.meta.url))

import * as v from 'valibot'
import { assembleKit } from './assembleKit.js'
import { type CreateKitOptions, createKitOptionsSchema, crossOptionIssues } from './createKitOptions.js'
import { KitOptionsError } from './errors/options.js'
import type { Kit, KitEnvironment } from './kit.js'
import { stripUnsupportedOptions, warnUnsupportedOptions } from './options/appKitOptions.js'
import { describeIssue } from './options/describeIssue.js'

export type CreateKitParameters = CreateKitOptions & { environment?: Partial<KitEnvironment> | undefined }
export type CreateKitReturnType = Kit
export type CreateKitErrorType = KitOptionsError

function defaultEnvironment(): KitEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    origin: () => (typeof location === 'undefined' ? undefined : location.origin),
    isMobile: () =>
      typeof navigator !== 'undefined' &&
      /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent ?? '') &&
      typeof window !== 'undefined' &&
      window.matchMedia?.('(pointer: coarse)').matches === true,
  }
}

/** Validated options: a KitOptionsError lists every bad field; AppKit options Kit lacks warn once. */
function parseOptions(given: CreateKitOptions) {
  const { input, ignored } = stripUnsupportedOptions(given)
  const parsed = v.safeParse(createKitOptionsSchema, input)
  const issues = parsed.success ? crossOptionIssues(parsed.output) : parsed.issues.flatMap(describeIssue)
  if (!parsed.success || issues.length) throw new KitOptionsError({ issues })
  warnUnsupportedOptions(ignored)
  return parsed.output
}

/**
 * Creates one independent kit: validated options, its own valtio state, storage prefix and
 * adapters. In a browser it mounts at once (stored state, discovery, reconnect) unless `ssr`
 * is set; then the first render matches the server's and `mount()` runs after hydration.
 */
export function createKit(parameters: CreateKitParameters): Kit {
  const { environment, ...given } = parameters
  const kit = assembleKit(parseOptions(given), { ...defaultEnvironment(), ...environment })
  if (!kit.options.ssr) kit._internal.mount()
  return kit
}

import { getProfileName } from '../api/profileNames.js'
import { NameError } from '../errors/names.js'
import type { Kit } from '../kit.js'
import { DEFAULT_NAME_SUFFIX, nameLabel, nameProblem } from '../names/nameRules.js'

export type CheckNameAvailabilityParameters = { name: string; signal?: AbortSignal | undefined }
export type CheckNameAvailabilityReturnType = { status: 'invalid'; name: string; reason: string } | { status: 'available' | 'taken'; name: string }

/**
 * Whether a name can be registered: the docs/rules/validation.md rules first (no request for an invalid
 * name), then the Kit API. `name` is a label (`alice`) or a full name (`alice.kit.id`). Throws
 * NameError 'Error resolving name' when the API cannot answer.
 */
export async function checkNameAvailability(kit: Kit, { name, signal }: CheckNameAvailabilityParameters): Promise<CheckNameAvailabilityReturnType> {
  const label = nameLabel(name)
  const full = `${label ?? name}${DEFAULT_NAME_SUFFIX}`
  const reason = nameProblem(name)
  if (reason) return { status: 'invalid', name: full, reason }
  if (!kit.api) throw new NameError('Error resolving name', { details: 'No Kit API configured (apiUrl)' })
  try {
    const found = await getProfileName(kit.api, { name: full, signal })
    return { status: found ? 'taken' : 'available', name: full }
  } catch (error) {
    throw new NameError('Error resolving name', { cause: error, details: error instanceof Error ? error.message : undefined })
  }
}

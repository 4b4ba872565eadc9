import { getProfileName, type ProfileName } from '../api/profileNames.js'
import { NameError } from '../errors/names.js'
import type { Kit } from '../kit.js'
import { DEFAULT_NAME_SUFFIX, NAME_SUFFIXES, nameLabel, validateNameLabel } from '../names/nameRules.js'

export type FetchProfileNameParameters = { name: string; signal?: AbortSignal | undefined }

/**
 * Looks a name up (`GET /v1/profile/account/{name}`): its addresses per coin type and attributes,
 * or null when nobody registered it. `name` is a label (`alice`, looked up as `alice.kit.id`) or a
 * full name with one of the accepted suffixes (`.kit.id`, `.reown.id`, `.wcn.id`); a name that
 * cannot exist is null without a request. Throws NameError 'Error resolving name' when the API
 * cannot answer.
 */
export async function fetchProfileName(kit: Kit, { name, signal }: FetchProfileNameParameters): Promise<ProfileName | null> {
  const label = nameLabel(name)
  if (label === undefined || validateNameLabel(label)) return null
  const lower = name.trim().toLowerCase()
  const full = NAME_SUFFIXES.some((suffix) => lower.endsWith(suffix)) ? lower : `${label}${DEFAULT_NAME_SUFFIX}`
  if (!kit.api) throw new NameError('Error resolving name', { details: 'No Kit API configured (apiUrl)' })
  try {
    return await getProfileName(kit.api, { name: full, signal })
  } catch (error) {
    throw new NameError('Error resolving name', { cause: error, details: error instanceof Error ? error.message : undefined })
  }
}

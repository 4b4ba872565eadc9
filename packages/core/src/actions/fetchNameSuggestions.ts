import { getNameSuggestions } from '../api/profileNames.js'
import { NameError } from '../errors/names.js'
import type { Kit } from '../kit.js'
import { nameLabel, nameProblem } from '../names/nameRules.js'

export type FetchNameSuggestionsParameters = { name: string; signal?: AbortSignal | undefined }

/** Free variants of a valid name (`GET /v1/profile/suggestions`); [] for an invalid one. Throws NameError 'Error fetching name suggestions'. */
export async function fetchNameSuggestions(kit: Kit, { name, signal }: FetchNameSuggestionsParameters): Promise<string[]> {
  const label = nameLabel(name)
  if (label === undefined || nameProblem(name)) return []
  if (!kit.api) throw new NameError('Error fetching name suggestions', { details: 'No Kit API configured (apiUrl)' })
  try {
    return (await getNameSuggestions(kit.api, { name: label, signal })).map((suggestion) => suggestion.name)
  } catch (error) {
    throw new NameError('Error fetching name suggestions', { cause: error, details: error instanceof Error ? error.message : undefined })
  }
}

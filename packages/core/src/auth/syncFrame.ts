import { subscribe } from 'valtio/vanilla'
import { version } from '../errors/version.js'
import type { AuthClient } from './authClientTypes.js'

/**
 * Once the frame is ready: it shows the app's name on its approval screen and follows the kit's
 * theme from then on. Returns the theme subscription's end.
 */
export function syncFrame({ kit, transport }: Pick<AuthClient, 'kit' | 'transport'>): () => void {
  const { metadata, projectId } = kit.options
  const theme = kit._internal.state.theme
  const quiet = () => undefined
  transport
    .request('SYNC_DAPP_DATA', {
      metadata: metadata ? { name: metadata.name, description: metadata.description, url: metadata.url, icons: metadata.icons } : undefined,
      sdkVersion: version,
      sdkType: 'kit',
      projectId,
    })
    .catch(quiet)
  const syncTheme = () =>
    transport
      .request('SYNC_THEME', {
        themeMode: theme.themeMode,
        themeVariables: Object.fromEntries(Object.entries(theme.themeVariables).filter((entry): entry is [string, string | number] => entry[1] !== undefined)),
      })
      .catch(quiet)
  void syncTheme()
  return subscribe(theme, () => void syncTheme())
}

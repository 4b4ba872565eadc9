import { createRequestId, FRAME_ERROR_MESSAGES, type FrameEvent, parseAppEvent } from '@kit/frame-protocol'
import { isOriginAllowed } from '../origins/matchOrigin.js'
import { createApprovalView } from './approvalView.js'
import { createCodeView } from './codeView.js'
import { loadDeviceKey } from './deviceKey.js'
import { readFrameConfig } from './frameConfig.js'
import { createFrameController } from './frameController.js'
import { createFrameStorage, FRAME_STORAGE_KEYS } from './frameStorage.js'
import { createSecureApi } from './secureApi.js'

const PREFIX = '[kit-secure]'

/** The parent page's origin: `ancestorOrigins` where available, else the referrer's origin. */
function findParentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors.item(0)
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

function start(): void {
  const config = readFrameConfig(document)
  if (!config) {
    console.warn(PREFIX, 'Missing frame configuration')
    return
  }
  if (window.parent === window) {
    console.warn(PREFIX, 'The secure frame must be embedded by a Kit host page')
    return
  }
  const parentOrigin = findParentOrigin()
  if (!parentOrigin || parentOrigin === 'null') {
    console.warn(PREFIX, 'Unknown parent origin: messages are ignored')
    return
  }
  const originError = isOriginAllowed(parentOrigin, config.ancestors) ? null : FRAME_ERROR_MESSAGES.originNotAllowed
  const log = config.enableLogger ? (...args: unknown[]) => console.info(PREFIX, ...args) : () => undefined
  const storage = createFrameStorage(
    (() => {
      try {
        return window.localStorage
      } catch {
        return null
      }
    })(),
  )
  const post = (message: FrameEvent): void => window.parent.postMessage(message, parentOrigin)
  const device = loadDeviceKey(
    (() => {
      try {
        return window.indexedDB
      } catch {
        return null
      }
    })(),
  )
  // Unhandled until the first request awaits it (which then reports the failure).
  device.catch(() => undefined)
  const root = document.documentElement
  const controller = createFrameController({
    config,
    parentOrigin,
    originError,
    storage,
    api: createSecureApi(() => storage.get(FRAME_STORAGE_KEYS.session), device),
    approvals: createApprovalView(document),
    codes: createCodeView(document),
    device,
    post,
    reload: () => location.reload(),
    applyTheme: ({ themeMode, themeVariables }) => {
      if (themeMode) root.dataset.theme = themeMode
      for (const [name, value] of Object.entries(themeVariables ?? {})) {
        if (/^--[a-z0-9-]{1,64}$/i.test(name)) root.style.setProperty(name, String(value))
      }
    },
    log,
  })

  window.addEventListener('message', (event: MessageEvent) => {
    // Only the parent page, from its own origin, may talk to the frame.
    if (event.source !== window.parent || event.origin !== parentOrigin) {
      console.warn(PREFIX, 'Dropped a message from an unexpected source', event.origin)
      return
    }
    const parsed = parseAppEvent(event.data)
    if (!parsed) {
      console.warn(PREFIX, 'Dropped an invalid app event')
      return
    }
    log('Received', parsed.type)
    void controller.handle(parsed).catch((error: unknown) => console.warn(PREFIX, 'Request failed', error))
  })

  post({ type: '@kit-frame/READY', id: createRequestId(), payload: { version: config.frameVersion } })
  log('Ready for', parentOrigin)
}

start()

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { socialProviderSchema } from '@kit/frame-protocol'
import { drainServer, httpUrl, listenServer, resolveDataDir } from '@kit/server-shared'
import type { Database } from '@kit/server-shared/db'
import { ProductionRefusalError } from './config/configErrors.js'
import { type SecureConfig, type SecureConfigInput, secureConfigSchema } from './config/secureConfigSchema.js'
import { assertNoShippedSecrets } from './config/shippedSecrets.js'
import type { SecureContext } from './context.js'
import { loadMasterKey, type MasterKey } from './crypto/masterKey.js'
import { assertMasterKeyMatches } from './crypto/rotateMasterKey.js'
import { createDatabase } from './db/createDatabase.js'
import { createApp } from './http/createApp.js'
import { createMailer } from './mail/createMailer.js'
import { createInbox, type Inbox } from './mail/inbox.js'
import { type SmtpCatcher, startSmtpCatcher } from './mail/startSmtpCatcher.js'
import { createProjectResolver } from './origins/resolveProject.js'
import { type FrameScript, loadFrameScript } from './pages/frameScript.js'
import { createLocalOidcProvider, LOCAL_OIDC_INTERACTION_PATH, LOCAL_OIDC_PATH, type LocalOidcProvider } from './social/localOidcProvider.js'
import { handleOidcInteraction } from './social/oidcInteractions.js'
import { createSocialLogin, SOCIAL_CALLBACK_PATH } from './social/socialLogin.js'

export interface StartSecureOptions extends SecureConfigInput {
  /** Clock in epoch milliseconds (tests inject one). */
  readonly now?: () => number
  readonly sleep?: (ms: number) => Promise<void>
  readonly log?: (message: string) => void
}

export interface RunningSecure {
  /** The secure origin, e.g. `http://127.0.0.1:5180`; the frame is `${url}/frame`. */
  readonly url: string
  readonly port: number
  /** Port of the in-process SMTP catcher, or null when mail goes to `smtp.url`. */
  readonly smtpPort: number | null
  /** `${url}/inbox` (with `${url}/inbox.json?to=`), or null without the catcher. */
  readonly inboxUrl: string | null
  /** Issuer of the local OpenID Connect stand-in, or null when every provider is real. */
  readonly oidcIssuer: string | null
  readonly config: SecureConfig
  /** The parts behind the server, for tests and tools in this package. */
  readonly internals: { readonly context: SecureContext; readonly inbox: Inbox | null; readonly masterKey: MasterKey }
  stop(): Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** How long `stop()` lets requests in flight finish before it cuts their connections. */
const DRAIN_MS = 5_000

/**
 * Production refuses what only development may have: the SMTP catcher's `/inbox` shows every
 * mailed code to anyone (a real SMTP server is required), and `NODE_ENV=production` cannot run
 * in development mode. (The master key is checked by `loadMasterKey`, secrets that ship in the
 * repository by `assertNoShippedSecrets`.)
 */
function assertModeAllowed(config: SecureConfig, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && config.mode === 'development') {
    throw new ProductionRefusalError(
      'NODE_ENV=production with KIT_SECURE_MODE=development: development mode (stand-ins, the /inbox catch-all) is refused in production',
    )
  }
  if (config.mode === 'production' && !config.smtp.url) {
    throw new ProductionRefusalError(
      'Production mode needs a real SMTP server (KIT_SMTP_URL): without it the in-process catcher and its /inbox would show every sign-in code to anyone. For local development set KIT_SECURE_MODE=development.',
    )
  }
}

/**
 * Starts apps/secure: the in-process SMTP catcher (unless `smtp.url`), the database (PGlite in
 * `dataDir`, or PostgreSQL), the HTTP server with the frame page, the auth API, the inbox and the
 * local OpenID Connect provider at `/oidc`.
 */
export async function startSecure(options: StartSecureOptions = {}): Promise<RunningSecure> {
  const {
    now = Date.now,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    log = (message: string) => console.error(`[kit-secure] ${message}`),
    ...input
  } = options
  const config = secureConfigSchema.parse(input)
  assertModeAllowed(config)
  const dataDir = resolveDataDir(config.dataDir)
  const masterKey = loadMasterKey({ secureKey: config.secureKey, keyFile: config.keyFile, dataDir, mode: config.mode, log })
  assertNoShippedSecrets(config, masterKey, { log })
  const cleanups: (() => Promise<void> | void)[] = []
  const cleanup = async (): Promise<void> => {
    for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => undefined)
  }
  try {
    let inbox: Inbox | null = null
    let catcher: SmtpCatcher | null = null
    if (!config.smtp.url) {
      inbox = createInbox()
      catcher = await startSmtpCatcher({ host: config.smtp.host, port: config.smtp.port, inbox, now, log })
      cleanups.push(() => catcher?.close())
    }
    const mailer = createMailer({ from: config.mailFrom, url: config.smtp.url, host: config.smtp.host, port: catcher?.port ?? config.smtp.port })
    cleanups.push(() => mailer.close())
    const db: Database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir, log })
    cleanups.push(() => db.close())
    await assertMasterKeyMatches(db, masterKey)

    let handler: Handler = (_req, res) => {
      res.writeHead(503).end()
    }
    const server = createServer((req, res) => handler(req, res))
    const address = await listenServer(server, config.port, config.host)
    // Graceful (SIGTERM behind a load balancer): requests in flight get up to DRAIN_MS to finish.
    cleanups.push(() => drainServer(server, DRAIN_MS))
    const publicUrl = (config.publicUrl ?? httpUrl(config.host, address.port)).replace(/\/+$/, '')
    const context: SecureContext = { config, publicUrl, db, masterKey, mailer, now, sleep, log }

    // The OIDC stand-in only in development: in production an unconfigured provider is not offered.
    const standIns = config.mode === 'development' ? socialProviderSchema.options.filter((provider) => !config.social[provider]) : []
    const local: LocalOidcProvider | null =
      standIns.length > 0 ? createLocalOidcProvider({ publicUrl, callbackUrl: `${publicUrl}${SOCIAL_CALLBACK_PATH}`, masterKey, providers: standIns }) : null
    const social = createSocialLogin(context, local)
    const projects = createProjectResolver(config, { now })
    let script: Promise<FrameScript> | undefined
    const getScript = (): Promise<FrameScript> => {
      script ??= loadFrameScript()
      script.catch(() => {
        script = undefined
      })
      return script
    }
    const app = createApp({ ctx: context, social, projects, inbox }, getScript)
    const honoListener = getRequestListener(app.fetch)
    handler = (req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/'
      if (local && (path === LOCAL_OIDC_PATH || path.startsWith(`${LOCAL_OIDC_PATH}/`))) return local.handle(req, res)
      if (local && path.startsWith(LOCAL_OIDC_INTERACTION_PATH)) return void handleOidcInteraction(local, req, res)
      void honoListener(req, res)
    }
    const stop = (() => {
      let stopping: Promise<void> | undefined
      return () => (stopping ??= cleanup())
    })()
    return {
      url: publicUrl,
      port: address.port,
      smtpPort: catcher?.port ?? null,
      inboxUrl: inbox ? `${publicUrl}/inbox` : null,
      oidcIssuer: local?.issuer ?? null,
      config,
      internals: { context, inbox, masterKey },
      stop,
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}

import { SecureConfigError } from './configErrors.js'
import { type SecureConfig, type SecureConfigInput, secureConfigSchema } from './secureConfigSchema.js'

const int = (value: string | undefined): number | undefined => (value === undefined || value === '' ? undefined : Number(value))
const str = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value)

/**
 * The configuration from environment variables (README "Configuration"), merged over `overrides`
 * where the variable is unset. JSON variables: `KIT_SECURE_PROJECTS`, `KIT_SECURE_CHAINS`, `KIT_SECURE_SOLANA_CHAINS`, `KIT_SECURE_SOCIAL`.
 */
export function loadSecureConfig(env: NodeJS.ProcessEnv = process.env, overrides: SecureConfigInput = {}): SecureConfig {
  const json = (name: string): unknown => {
    const raw = str(env[name])
    if (raw === undefined) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      throw new SecureConfigError(`${name} is not valid JSON`)
    }
  }
  const input: Record<string, unknown> = {
    ...overrides,
    host: str(env.KIT_SECURE_HOST) ?? overrides.host,
    port: int(env.KIT_SECURE_PORT) ?? overrides.port,
    publicUrl: str(env.KIT_SECURE_PUBLIC_URL) ?? overrides.publicUrl,
    dataDir: str(env.KIT_SECURE_DATA_DIR) ?? overrides.dataDir,
    databaseUrl: str(env.DATABASE_URL) ?? overrides.databaseUrl,
    secureKey: str(env.KIT_SECURE_KEY) ?? overrides.secureKey,
    keyFile: str(env.KIT_SECURE_KEY_FILE) ?? overrides.keyFile,
    mode: str(env.KIT_SECURE_MODE) ?? overrides.mode,
    smtp: {
      ...overrides.smtp,
      url: str(env.KIT_SMTP_URL) ?? overrides.smtp?.url,
      port: int(env.KIT_SMTP_PORT) ?? overrides.smtp?.port,
    },
    mailFrom: str(env.KIT_MAIL_FROM) ?? overrides.mailFrom,
    apiUrl: str(env.KIT_API_URL) ?? overrides.apiUrl,
    trustProxy:
      env.KIT_SECURE_TRUST_PROXY === undefined || env.KIT_SECURE_TRUST_PROXY === ''
        ? overrides.trustProxy
        : env.KIT_SECURE_TRUST_PROXY === '1' || env.KIT_SECURE_TRUST_PROXY === 'true',
    projects: json('KIT_SECURE_PROJECTS') ?? overrides.projects,
    chains: json('KIT_SECURE_CHAINS') ?? overrides.chains,
    solanaChains: json('KIT_SECURE_SOLANA_CHAINS') ?? overrides.solanaChains,
    social: json('KIT_SECURE_SOCIAL') ?? overrides.social,
  }
  const parsed = secureConfigSchema.safeParse(input)
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')
    throw new SecureConfigError(`Invalid apps/secure configuration: ${details}`)
  }
  return parsed.data
}

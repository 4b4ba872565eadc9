/** One log line as JSON (`{ time, level, service, msg, ...fields }`), for log collectors. */
export function jsonLogLine(service: string, message: string, level: 'info' | 'error' = 'error', fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, service, msg: message, ...fields })
}

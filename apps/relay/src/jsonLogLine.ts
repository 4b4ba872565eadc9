/** One log line as JSON (`{ time, level, service, msg, ...fields }`), for log collectors (same shape as apps/api's). */
export function jsonLogLine(
  service: string,
  message: string,
  level: 'debug' | 'info' | 'warn' | 'error' = 'info',
  fields: Record<string, unknown> = {},
): string {
  return JSON.stringify({ time: new Date().toISOString(), level, service, msg: message, ...fields })
}

/** One log line as JSON (`{ time, level, service, msg }`), for log collectors. */
export function jsonLogLine(service: string, message: string, level: 'info' | 'error' = 'error'): string {
  return JSON.stringify({ time: new Date().toISOString(), level, service, msg: message });
}

/**
 * Adds `Origin` to a response's `Vary` unless it is listed already: an error answer passes
 * through both the error handler and the project guard, and each names the origin it answers.
 */
export function varyOnOrigin(headers: Headers): void {
  const listed = (headers.get('vary') ?? '').split(',').some((value) => value.trim().toLowerCase() === 'origin')
  if (!listed) headers.append('vary', 'Origin')
}

/** A listing that cannot be imported at all (unreadable, not JSON, not the Explorer's format, no valid wallet): nothing was stored. */
export class CatalogueError extends Error {
  override name = 'CatalogueError'
}

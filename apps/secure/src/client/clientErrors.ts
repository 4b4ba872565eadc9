/** The frame page lacks an element a view renders into: the page and the script do not belong together. */
export class MissingElementError extends Error {
  override name = 'MissingElementError'
}

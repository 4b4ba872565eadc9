import { BaseError } from './base.js'

export type UnknownViewErrorType = UnknownViewError & { name: 'UnknownViewError' }
/** `open({ view })` or `navigate` with a view the modal does not have. */
export class UnknownViewError extends BaseError {
  override name = 'UnknownViewError'
  readonly view: string
  constructor({ view, views }: { view: string; views: readonly string[] }) {
    super(`Unknown view: "${view}"`, { metaMessages: [`Views: ${views.join(', ')}`] })
    this.view = view
  }
}

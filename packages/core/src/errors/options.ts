import { BaseError } from './base.js'

export type KitOptionsErrorType = KitOptionsError & { name: 'KitOptionsError' }
/** createKit received bad options; every bad field is listed, one per line. */
export class KitOptionsError extends BaseError {
  override name = 'KitOptionsError'
  readonly issues: readonly { path: string; message: string }[]
  constructor({ issues }: { issues: readonly { path: string; message: string }[] }) {
    super('Invalid Kit options', { metaMessages: issues.map((issue) => `- ${issue.path}: ${issue.message}`) })
    this.issues = issues
  }
}

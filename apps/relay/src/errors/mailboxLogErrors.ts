/**
 * The mailbox log on disk could not be read or compacted, or held unreadable lines. Reported to
 * `onError` (logged as a warning): the relay keeps running with what it could read.
 */
export class MailboxLogError extends Error {
  override name = 'MailboxLogError'
}

/** An append after `close()`: the message is not stored (the relay is stopping). */
export class MailboxLogClosedError extends Error {
  override name = 'MailboxLogClosedError'
}

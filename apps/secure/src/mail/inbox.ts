/** One mail received by the in-process SMTP catcher. */
export interface InboxMail {
  readonly id: string
  readonly from: string
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  readonly html: string | null
  /** Epoch milliseconds. */
  readonly receivedAt: number
  /** The first 6-digit code in the subject or text, for tests and the inbox page. */
  readonly code: string | null
  /** Every http(s) link in the text. */
  readonly links: readonly string[]
}

export interface Inbox {
  add(mail: Omit<InboxMail, 'id' | 'code' | 'links'>): InboxMail
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(filter?: { to?: string | undefined }): InboxMail[]
  clear(): void
}

/** An in-memory inbox of at most `limit` mails (oldest dropped first). */
export function createInbox(limit = 500): Inbox {
  const mails: InboxMail[] = []
  let counter = 0
  return {
    add(mail) {
      counter += 1
      const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1] ?? null
      const links = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0])
      const stored: InboxMail = { ...mail, id: String(counter), code, links }
      mails.push(stored)
      if (mails.length > limit) mails.splice(0, mails.length - limit)
      return stored
    },
    list(filter = {}) {
      const to = filter.to?.trim().toLowerCase()
      const selected = to ? mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : mails
      return [...selected].reverse()
    },
    clear() {
      mails.length = 0
    },
  }
}

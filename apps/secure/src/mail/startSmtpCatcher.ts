import type { AddressInfo } from 'node:net'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Inbox } from './inbox.js'
import { UnparsableMailError } from './mailErrors.js'

export interface SmtpCatcher {
  readonly host: string
  readonly port: number
  close(): Promise<void>
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return list.flatMap((entry) => entry.value.flatMap((address) => (address.address ? [address.address] : [])))
}

/**
 * An SMTP server that accepts every mail (no auth, no TLS; bind it to loopback), parses it with
 * mailparser and stores it in `inbox`. The default mail transport of the local stack and tests.
 */
export async function startSmtpCatcher(parameters: {
  host: string
  port: number
  inbox: Inbox
  now: () => number
  log: (message: string) => void
}): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Kit SMTP catcher',
    size: 1_000_000,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          const to = [...new Set([...envelopeTo, ...addresses(mail.to)])]
          parameters.inbox.add({
            from: addresses(mail.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            receivedAt: parameters.now(),
          })
          callback()
        })
        .catch((error: unknown) => {
          parameters.log(`SMTP catcher could not parse a mail: ${error instanceof Error ? error.message : String(error)}`)
          callback(error instanceof Error ? error : new UnparsableMailError('Unparsable mail', { cause: error }))
        })
    },
  })
  server.on('error', (error) => parameters.log(`SMTP catcher error: ${error.message}`))
  const port = await new Promise<number>((resolve, reject) => {
    const onError = (error: Error): void => reject(error)
    server.server.once('error', onError)
    server.listen(parameters.port, parameters.host, () => {
      server.server.off('error', onError)
      resolve((server.server.address() as AddressInfo).port)
    })
  })
  return {
    host: parameters.host,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

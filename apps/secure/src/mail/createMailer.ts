import nodemailer from 'nodemailer'

export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** Sends over SMTP with nodemailer: `url` (production) or the local catcher at `host:port` (no TLS). */
export function createMailer(parameters: { from: string; url?: string | undefined; host: string; port: number }): Mailer {
  const transport = parameters.url
    ? nodemailer.createTransport(parameters.url)
    : nodemailer.createTransport({ host: parameters.host, port: parameters.port, secure: false, ignoreTLS: true })
  return {
    async send(mail) {
      await transport.sendMail({ from: parameters.from, ...mail })
    },
    close() {
      transport.close()
    },
  }
}

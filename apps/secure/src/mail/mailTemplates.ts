import type { OutgoingMail } from './createMailer.js'

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** The login (or email-update) code mail. */
export function codeMail(parameters: { to: string; code: string; purpose: 'login' | 'update-primary' | 'update-secondary' }): OutgoingMail {
  const intro =
    parameters.purpose === 'login'
      ? 'Use this code to sign in to your Kit wallet.'
      : parameters.purpose === 'update-primary'
        ? 'Use this code to confirm changing the email of your Kit wallet.'
        : 'Use this code to confirm your new Kit wallet email.'
  return {
    to: parameters.to,
    subject: `Your Kit code: ${parameters.code}`,
    text: `${intro}\n\n${parameters.code}\n\nThe code expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
    html: `<p>${escapeHtml(intro)}</p><p style="font-size:28px;letter-spacing:6px"><strong>${parameters.code}</strong></p><p>The code expires in 10 minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}

/** `2026-11-29 at 04:12 UTC`: when a sign-in was attempted, as the mails state it. */
export function formatMailTime(epochMs: number): string {
  const iso = new Date(epochMs).toISOString()
  return `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`
}

/**
 * The new-device approval mail: says plainly that a sign-in was attempted from a device the wallet
 * has not seen, and when; that the owner may approve it if it was them, or ignore the mail.
 */
export function deviceApprovalMail(parameters: { to: string; link: string; requestedAt: number }): OutgoingMail {
  const attempted = `Someone tried to sign in to your Kit wallet from a device it has not been used on before, on ${formatMailTime(parameters.requestedAt)}.`
  const ignore = 'If it was not you, ignore this mail: nothing happens unless the link is opened and the device approved, and nobody can sign in without it.'
  const expiry = 'The link expires in 10 minutes. A sign-in code follows once the device is approved.'
  return {
    to: parameters.to,
    subject: 'Approve the new device signing in to your Kit wallet',
    text: `${attempted}\n\nIf it was you, approve the device:\n\n${parameters.link}\n\n${expiry}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(attempted)}</p><p>If it was you, approve the device:</p><p><a href="${escapeHtml(parameters.link)}">Approve this device</a></p><p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p>`,
  }
}

/**
 * Why an email's owner is told about its sign-in budgets: its own devices asked for too many codes,
 * too many new devices asked for codes, or too many wrong codes were entered from one device or network.
 */
export type OtpNoticeReason = 'codes' | 'new-devices' | 'guesses'

const NOTICES: Record<OtpNoticeReason, { subject: string; text: string }> = {
  codes: {
    subject: 'Sign-in to your Kit wallet is paused for today',
    text: 'Too many sign-in codes were requested for your Kit wallet email today, so signing in with it is paused for up to 24 hours. If it was not you, someone may be trying to get into your wallet: nobody got in, and you do not need to do anything.',
  },
  'new-devices': {
    subject: 'Sign-in to your Kit wallet from new devices is paused for today',
    text: 'Sign-in codes for your Kit wallet email were requested from too many devices it has not been used on before today, so new devices cannot sign in with it for up to 24 hours. Devices you signed in on before are not affected. If it was not you, nobody got in, and you do not need to do anything.',
  },
  guesses: {
    subject: 'Wrong sign-in codes were entered for your Kit wallet',
    text: 'Too many wrong sign-in codes for your Kit wallet email were entered from one device or network today, so it is blocked for up to 24 hours. If it was not you, nobody got in: your own devices can still sign in, and you do not need to do anything.',
  },
}

/** Tells an email's owner about a spent sign-in budget. */
export function otpLimitNoticeMail(parameters: { to: string; reason: OtpNoticeReason }): OutgoingMail {
  const { subject, text } = NOTICES[parameters.reason]
  return { to: parameters.to, subject, text: `${text}\n`, html: `<p>${escapeHtml(text)}</p>` }
}

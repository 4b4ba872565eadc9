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

/** The new-device approval mail. */
export function deviceApprovalMail(parameters: { to: string; link: string }): OutgoingMail {
  return {
    to: parameters.to,
    subject: 'Approve the new device signing in to your Kit wallet',
    text: `A new device is signing in to your Kit wallet. If it is you, approve it:\n\n${parameters.link}\n\nThe link expires in 10 minutes. A sign-in code follows once the device is approved.\n`,
    html: `<p>A new device is signing in to your Kit wallet. If it is you, approve it:</p><p><a href="${escapeHtml(parameters.link)}">Approve this device</a></p><p>The link expires in 10 minutes. A sign-in code follows once the device is approved.</p>`,
  }
}

/** Tells an email's owner that its sign-in is paused for the day (too many codes or wrong codes). */
export function otpLimitNoticeMail(parameters: { to: string; reason: 'codes' | 'guesses' }): OutgoingMail {
  const what = parameters.reason === 'codes' ? 'Too many sign-in codes were requested' : 'Too many wrong sign-in codes were entered'
  const text = `${what} for your Kit wallet email today, so signing in with it is paused for up to 24 hours. If it was not you, someone may be trying to get into your wallet: nobody got in, and you do not need to do anything.`
  return {
    to: parameters.to,
    subject: 'Sign-in to your Kit wallet is paused for today',
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  }
}

#!/usr/bin/env node
// Benchmark (prints figures; not a test) of apps/secure over HTTP on this machine:
//  1. the frame's first-load cost: frame page + frame.js (gzip and brotli bytes),
//  2. email login server-side: connect-email → code in the SMTP inbox, code → session (median of 10),
//  3. social login through the local OpenID Connect provider, start → session (median of 5),
//  4. an approval round trip: personal_sign → approval → signature (median of 10).
// Every request is signed by a device key made with the frame's own code (WebCrypto P-256,
// non-extractable), as the frame does; approvals carry the device's proof.
// Usage: node bench/secure.mjs   (after `pnpm --filter @kit/secure build`)
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { loadDeviceKey } from '../apps/secure/dist/client/deviceKey.js'
import { startSecure } from '../apps/secure/dist/index.js'
import { median } from './lib/benchUtils.mjs'

const ms = (value) => `${value.toFixed(1)} ms`
const secure = await startSecure({ mode: 'development', port: 0, smtp: { port: 0 }, dataDir: 'memory://', log: () => undefined })
const device = await loadDeviceKey(null)
const post = async (path, body, token) => {
  const text = JSON.stringify(body)
  const signed = await device.signRequest({ method: 'POST', path, body: text })
  const headers = { 'content-type': 'application/json', origin: secure.url, ...signed, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const response = await fetch(`${secure.url}${path}`, { method: 'POST', headers, body: text })
  const json = await response.json()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`)
  return json
}
// Follows the provider's redirects with a cookie jar and posts the username on its login page.
const driveOidcLogin = async (authorizationUrl, { username, callbackPrefix }) => {
  const jar = new Map()
  let url = authorizationUrl
  let init = {}
  for (let hop = 0; hop < 20 && !url.startsWith(callbackPrefix); hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).href
      init = {}
      continue
    }
    const action = /<form method="post" action="([^"]+)"/.exec(await response.text())[1]
    url = new URL(action, url).href
    init = { method: 'POST', body: new URLSearchParams({ action: 'login', username }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  }
  return url
}
const waitForMail = async (to) => {
  for (;;) {
    const { mails } = await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(to)}`)).json()
    if (mails[0]) return mails[0]
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

try {
  const page = await (await fetch(`${secure.url}/frame?projectId=kit-demo`)).text()
  const script = await (await fetch(`${secure.url}/frame.js`)).text()
  const bytes = (text) => ({ gzip: gzipSync(text).length, brotli: brotliCompressSync(text).length })
  const pageBytes = bytes(page)
  const scriptBytes = bytes(script)
  console.log(
    `frame first load: page ${(pageBytes.brotli / 1024).toFixed(1)} KiB + frame.js ${(scriptBytes.brotli / 1024).toFixed(1)} KiB brotli (${((pageBytes.gzip + scriptBytes.gzip) / 1024).toFixed(1)} KiB gzip)`,
  )

  const toCode = []
  const toSession = []
  let token
  for (let run = 0; run < 10; run++) {
    const email = `bench-${run}@example.com`
    const started = performance.now()
    await post('/api/email/connect', { email })
    const mail = await waitForMail(email)
    toCode.push(performance.now() - started)
    const verified = performance.now()
    token = (await post('/api/email/otp', { email, otp: mail.code })).token
    toSession.push(performance.now() - verified)
  }
  console.log(
    `email submit → code in inbox: median ${ms(median(toCode))}; code submit → session: median ${ms(median(toSession))} (first user incl. wallet creation)`,
  )

  {
    const social = []
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      const { uri } = await post('/api/social/start', { provider: 'google', parentOrigin: 'http://127.0.0.1:5173', projectId: 'kit-demo' })
      const callback = await driveOidcLogin(uri, { username: `bench${run}`, callbackPrefix: `${secure.url}/social/callback` })
      await post('/api/social/complete', { uri: callback })
      social.push(performance.now() - started)
    }
    console.log(`social login (local OIDC, HTTP only): median ${ms(median(social))}`)
  }

  const { address } = await post('/api/user', {}, token)
  const approvals = []
  for (let run = 0; run < 10; run++) {
    const started = performance.now()
    const { approval } = await post('/api/rpc', { method: 'personal_sign', params: ['0x6869', address], chainId: 31337 }, token)
    const proof = await device.proveApproval({ approvalId: approval.id, requestHash: approval.requestHash })
    await post(`/api/rpc/approvals/${approval.id}`, { approve: true, proof }, token)
    approvals.push(performance.now() - started)
  }
  console.log(`personal_sign → approval → signature (server side): median ${ms(median(approvals))}`)
} finally {
  await secure.stop()
}

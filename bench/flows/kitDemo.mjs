// Kit's flows in the demo's production build against the whole local stack (bench/flows.mjs):
// devnet, Kit API, WalletConnect relay, secure frame with its SMTP catcher, all on free ports
// (startStack of bench/lib/swapTypedToQuote.mjs). Each run is a fresh browser context with the
// @kit/test wallet injected; the step is timed by bench/lib/flowTimer.mjs (action at a frame
// start → first frame start with the result laid out), except the swap quote, timed by the swap
// bench's own typeAndTime from the quote request leaving the page (the typing debounce left out).
import { createTestWallet, injectTestWallet } from '@kit/test'
import { sample, timeStep } from '../lib/flowTimer.mjs'
import { openSwapView, typeAndTime } from '../lib/swapTypedToQuote.mjs'

/** How long the user looks at a view before acting (the kit's idle-time preparations may run). */
const readMs = 500
const byTestId = (testId) => `[data-testid="${testId}"]`
/** Done when the demo says connected and the kit's account button shows. */
const connected = ({ deep, visible }) =>
  document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected' && visible(deep(document, '[data-testid="account-button"]'))
const click = ({ deep }, selector) => deep(document, selector).click()

/** A fresh context on `path` of the demo with the test wallet (anvil account `accountIndex`). */
async function openDemo(browser, stack, { path = '', accountIndex = 1 } = {}) {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const wallet = createTestWallet({
    accountIndex,
    chains: [
      { chainId: 31337, rpcUrl: stack.anvilUrl, name: 'Anvil' },
      { chainId: 8453, rpcUrl: stack.baseUrl, name: 'Base' },
    ],
  })
  await injectTestWallet(page, wallet)
  await page.goto(`${stack.demoUrl}${path}`)
  return { page, close: () => context.close() }
}

async function showWallets(page) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-dev.kit.testwallet').waitFor()
}

async function connectTestWallet(page) {
  await showWallets(page)
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await page
    .getByTestId('demo-status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
}

/** Click on the injected wallet's row → connected. */
async function injectedConnect(browser, stack) {
  const { page, close } = await openDemo(browser, stack)
  try {
    await showWallets(page)
    await page.waitForTimeout(readMs)
    return await timeStep({ actFrame: page, act: click, argument: byTestId('wallet-item-dev.kit.testwallet'), done: connected })
  } finally {
    await close()
  }
}

/** Click on WalletConnect → the QR code's svg drawn (pairing made through the stack's relay). */
async function qrDrawn(browser, stack) {
  const { page, close } = await openDemo(browser, stack)
  try {
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-item-walletconnect').waitFor()
    await page.waitForTimeout(readMs)
    return await timeStep({
      actFrame: page,
      act: click,
      argument: byTestId('wallet-item-walletconnect'),
      done: ({ deep, visible }) => {
        const frame = deep(document, '[data-testid="wc-qr"]')
        return visible(frame && deep(frame, 'svg'))
      },
    })
  } finally {
    await close()
  }
}

async function codeFromInbox(secureUrl, email) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { mails } = await (await fetch(`${secureUrl}/inbox.json?to=${encodeURIComponent(email)}`)).json()
    const mail = mails.find((candidate) => candidate.code)
    if (mail) return mail.code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no code mailed to ${email}`)
}

/**
 * Email submitted → the code field shown (on the secure frame, loaded while the address was typed,
 * as the field starts it on the first keystroke), then the code's last digit typed → connected.
 */
async function emailLogin(browser, stack, run) {
  const { page, close } = await openDemo(browser, stack)
  try {
    await page.getByTestId('connect-button').click()
    const email = `flows-${run}-${Date.now()}@example.com`
    await page.getByTestId('email-input').fill(email)
    await page.locator('iframe[data-testid="kit-secure-frame"]').waitFor({ state: 'attached' })
    await page.waitForTimeout(1_500)
    const frame = page.frames().find((candidate) => candidate.name() === 'kit-secure-frame')
    if (!frame) throw new Error('no secure frame')
    const submitToCode = await timeStep({
      actFrame: page,
      act: click,
      argument: byTestId('email-submit'),
      doneFrame: frame,
      done: ({ visible }) => visible(document.querySelector('[data-testid="otp-input"]')),
    })
    const code = await codeFromInbox(stack.secureUrl, email)
    await frame.getByTestId('otp-input').fill(code.slice(0, -1))
    const lastDigit = await timeStep({
      actFrame: frame,
      act: (_helpers, digits) => {
        const input = document.querySelector('[data-testid="otp-input"]')
        input.value = digits
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: digits.at(-1), inputType: 'insertText' }))
      },
      argument: code,
      doneFrame: page,
      done: connected,
    })
    return { submitToCode, lastDigit }
  } finally {
    await close()
  }
}

/** SIWX required: the Sign button → the session stored (localStorage) and the demo showing 'signed'. */
async function siwxSign(browser, stack) {
  const { page, close } = await openDemo(browser, stack, { path: '?siwx=required' })
  try {
    await connectTestWallet(page)
    await page.getByTestId('siwx-sign-button').waitFor()
    await page.waitForTimeout(readMs)
    return await timeStep({
      actFrame: page,
      act: click,
      argument: byTestId('siwx-sign-button'),
      done: () =>
        JSON.parse(localStorage.getItem('kit.kit-demo.siwx.sessions') ?? '[]').length > 0 &&
        document.querySelector('[data-testid="demo-siwx-status"]')?.textContent === 'signed',
    })
  } finally {
    await close()
  }
}

/** Send view: 1 USDC to anvil account 5; Confirm on the preview → the transaction hash shown. */
async function sendConfirmed(browser, stack) {
  const { page, close } = await openDemo(browser, stack, { accountIndex: 2 })
  try {
    await connectTestWallet(page)
    await page.getByTestId('account-button').click()
    await page.getByTestId('send-button').click()
    await page.getByTestId('send-token-select').click()
    await page.getByTestId('send-token-USDC').click()
    await page.getByTestId('send-amount').fill('1')
    await page.getByTestId('send-address').fill('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc')
    await page.getByTestId('send-submit').click()
    await page.getByTestId('send-confirm').waitFor()
    await page.waitForTimeout(readMs)
    return await timeStep({
      actFrame: page,
      act: click,
      argument: byTestId('send-confirm'),
      done: ({ deep, visible }) => {
        const hash = deep(document, '[data-testid="send-hash"]')
        return visible(hash) && /^0x[0-9a-f]{64}$/.test(hash.textContent.trim())
      },
    })
  } finally {
    await close()
  }
}

/** Amount typed → quote shown, from the quote request (debounce out); a first quote warms the API's pool reads. */
async function swapQuotes(browser, stack, runs) {
  const page = await openSwapView(browser, stack)
  try {
    const times = []
    for (let run = 0; run <= runs; run += 1) {
      const { requestToShown } = await page.evaluate(typeAndTime, String(10 + run * 7))
      if (run > 0 && requestToShown !== null) times.push(requestToShown)
      await page.waitForTimeout(200)
    }
    return times
  } finally {
    await page.context().close()
  }
}

/** Every Kit flow in the demo, `runs` times each: `{ flowName: ms[] }`. */
export async function kitDemoFlows(browser, stack, runs) {
  const results = {}
  results.connect = await sample('Kit demo, injected connect', runs, () => injectedConnect(browser, stack))
  results.qr = await sample('Kit demo, QR', runs, () => qrDrawn(browser, stack))
  const email = []
  await sample('Kit demo, email', runs, async (run) => {
    email.push(await emailLogin(browser, stack, run))
    return 0
  })
  results.emailCode = email.map((each) => each.submitToCode).filter(Number.isFinite)
  results.lastDigit = email.map((each) => each.lastDigit).filter(Number.isFinite)
  results.siwx = await sample('Kit demo, SIWX', runs, () => siwxSign(browser, stack))
  results.swap = await swapQuotes(browser, stack, runs)
  results.send = await sample('Kit demo, send', runs, () => sendConfirmed(browser, stack))
  return results
}

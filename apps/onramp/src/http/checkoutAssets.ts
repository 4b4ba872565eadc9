/** The checkout page's script, served as `/checkout/assets/checkout.js` (plain browser JavaScript). */
export const CHECKOUT_SCRIPT = `
const root = document.getElementById('checkout')
const id = root.dataset.order
const form = document.getElementById('pay-form')
const errorBox = form.querySelector('[data-testid="checkout-error"]')
const quoteBox = form.querySelector('[data-testid="checkout-quote"]')
const payButton = form.querySelector('[data-testid="checkout-pay"]')
const challenge = document.getElementById('challenge')
const result = document.getElementById('result')
const idempotencyKey = crypto.randomUUID()
const method = () => form.elements.method.value

/** The sandbox refused a checkout call: its message for the buyer and the form field it concerns, if any. */
class CheckoutCallError extends Error {
  name = 'CheckoutCallError'
  constructor(message, field) {
    super(message)
    this.field = field
  }
}

async function call(path, body) {
  const response = await fetch('/checkout/' + id + path, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({ error: 'The sandbox did not answer.' }))
  if (!response.ok) throw new CheckoutCallError(json.error || 'The payment failed.', json.field)
  return json
}

// An error stays on screen until the field it concerns changes (a quote refresh clears only its own).
const QUOTE_FIELDS = ['amount', 'currency', 'method']
let errorField = null
function showError(message, field) {
  errorBox.textContent = message
  errorField = message ? (field || 'general') : null
  errorBox.dataset.field = errorField || ''
}
function fieldChanged(name) {
  if (errorField === name || (errorField === 'amount' && QUOTE_FIELDS.includes(name))) showError('')
}

function row(label, money) {
  return '<dt>' + label + '</dt><dd>' + money.amount + ' ' + money.currency + '</dd>'
}

let quoteTimer
function requestQuote() {
  clearTimeout(quoteTimer)
  quoteTimer = setTimeout(async () => {
    try {
      const quote = await call('/quote', { amount: form.elements.amount.value.trim(), currency: form.elements.currency.value, paymentMethod: method() })
      quoteBox.innerHTML = row('You get', quote.purchaseAmount) + row('Subtotal', quote.paymentSubtotal) + row('Provider fee', quote.providerFee)
        + row('Network fee', quote.networkFee) + row('Total', quote.paymentTotal)
      if (errorField === 'amount') showError('')
    } catch (error) {
      quoteBox.innerHTML = ''
      showError(error.message, 'amount')
    }
  }, 250)
}

const REFUNDS = {
  destination_refused: 'The destination wallet cannot receive this transfer.',
  provider_unfunded: 'The provider could not send the crypto right now.',
  payout_reverted: 'The transfer to your wallet failed on the network.',
  payout_timeout: 'The crypto could not be sent in time.',
}

function finalText(order) {
  if (order.status === 'completed') return 'Payment complete: ' + order.purchaseAmount.amount + ' ' + order.purchaseAmount.currency + ' sent.'
  if (order.status === 'refunded') return 'Refunded: ' + (REFUNDS[order.refund && order.refund.reason] || 'the crypto could not be sent.')
  if (order.status === 'expired') return 'This checkout expired before it was paid.'
  if (order.status === 'failed') return 'The crypto could not be sent. Refunding your payment…'
  return 'Payment received. Sending your crypto…'
}

function showOrder(order) {
  if (order.status === 'challenge') {
    form.hidden = true
    challenge.hidden = false
    return
  }
  if (order.status === 'pending') {
    form.hidden = false
    challenge.hidden = true
    if (order.error) showError(order.error, 'number')
    return
  }
  form.hidden = true
  challenge.hidden = true
  result.hidden = false
  const status = result.querySelector('[data-testid="checkout-status"]')
  status.dataset.status = order.status
  status.textContent = finalText(order)
  const refund = result.querySelector('[data-testid="checkout-refund"]')
  refund.hidden = !order.refund
  refund.textContent = order.refund ? order.refund.amount.amount + ' ' + order.refund.amount.currency + ' refunded to your payment method.' : ''
  result.querySelector('[data-testid="checkout-tx"]').textContent = order.txHash || '…'
  if (['processing', 'submitted', 'failed'].includes(order.status)) setTimeout(async () => showOrder(await call('/state').catch(() => order)), 750)
}

form.addEventListener('change', (event) => {
  const name = event.target.name
  if (name === 'method') {
    document.getElementById('card-fields').hidden = method() !== 'card'
    document.getElementById('bank-fields').hidden = method() === 'card'
  }
  fieldChanged(name)
  if (QUOTE_FIELDS.includes(name)) requestQuote()
})
form.addEventListener('input', (event) => {
  fieldChanged(event.target.name)
  if (event.target.name === 'amount') requestQuote()
})
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  showError('')
  payButton.disabled = true
  const elements = form.elements
  const payment = method() === 'card'
    ? { method: 'card', number: elements.number.value, expiry: elements.expiry.value, cvc: elements.cvc.value }
    : { method: 'ach_bank_account', routing: elements.routing.value.trim(), account: elements.account.value.trim() }
  try {
    showOrder(await call('/pay', { idempotencyKey, amount: elements.amount.value.trim(), currency: elements.currency.value, payment }))
  } catch (error) {
    showError(error.message, error.field)
  } finally {
    payButton.disabled = false
  }
})
challenge.addEventListener('click', async (event) => {
  const passed = event.target.dataset.passed
  if (passed === undefined) return
  try {
    showOrder(await call('/challenge', { passed: passed === 'true' }))
  } catch (error) {
    showError(error.message)
  }
})
call('/state').then(showOrder, (error) => showError(error.message))
requestQuote()
`

export const CHECKOUT_STYLES = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 420px; margin: 0 auto; padding: 24px; display: grid; gap: 16px; }
h1 { font-size: 20px; margin: 0; }
.note { font-size: 12px; opacity: 0.7; margin: 4px 0 0; }
label { display: grid; gap: 4px; font-size: 14px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
input, select, button { font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid color-mix(in srgb, CanvasText 25%, transparent); }
fieldset { border: none; padding: 0; display: flex; gap: 16px; }
fieldset label { display: flex; align-items: center; gap: 6px; }
form { display: grid; gap: 12px; }
button { background: #3b82f6; color: white; border: none; cursor: pointer; }
button[disabled] { opacity: 0.6; }
.quote { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; font-size: 14px; }
.quote dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.error { color: #dc2626; min-height: 1.2em; margin: 0; font-size: 14px; }
code { word-break: break-all; font-size: 12px; }
`

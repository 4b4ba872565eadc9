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

async function call(path, body) {
  const response = await fetch('/checkout/' + id + path, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({ error: 'The sandbox did not answer.' }))
  if (!response.ok) throw new Error(json.error || 'The payment failed.')
  return json
}

function showError(message) { errorBox.textContent = message }

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
      showError('')
    } catch (error) {
      quoteBox.innerHTML = ''
      showError(error.message)
    }
  }, 250)
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
    if (order.error) showError(order.error)
    return
  }
  form.hidden = true
  challenge.hidden = true
  result.hidden = false
  const status = result.querySelector('[data-testid="checkout-status"]')
  status.dataset.status = order.status
  status.textContent = order.status === 'completed'
    ? 'Payment complete: ' + order.purchaseAmount.amount + ' ' + order.purchaseAmount.currency + ' sent.'
    : order.status === 'failed' ? (order.error || 'The payment failed.') : 'Payment received. Sending your crypto…'
  result.querySelector('[data-testid="checkout-tx"]').textContent = order.txHash || '…'
  if (order.status === 'processing') setTimeout(async () => showOrder(await call('/state').catch(() => order)), 750)
}

form.addEventListener('change', (event) => {
  if (event.target.name === 'method') {
    document.getElementById('card-fields').hidden = method() !== 'card'
    document.getElementById('bank-fields').hidden = method() === 'card'
  }
  requestQuote()
})
form.elements.amount.addEventListener('input', requestQuote)
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
    showError(error.message)
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

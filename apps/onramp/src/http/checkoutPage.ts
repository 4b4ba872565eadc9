import type { PayoutChain } from '../pricing/assets.js'
import type { OrderView } from './orderView.js'

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/**
 * The hosted checkout, as a provider's popup shows it: amount and currency, card or ACH bank
 * account, the live quote, then the payment (with a 3-D Secure step for the challenge card) and
 * the payout's status. Script and styles are same-origin files (the CSP allows nothing else).
 */
export function checkoutPage(order: OrderView, chain: PayoutChain | undefined): string {
  const amount = order.presetFiatAmount ?? '50.00'
  const currencies = ['USD', 'EUR'].map((id) => `<option value="${id}"${id === order.paymentCurrency ? ' selected' : ''}>${id}</option>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kit Sandbox Pay: buy ${escape(order.purchaseCurrency)}</title>
<link rel="stylesheet" href="/checkout/assets/checkout.css">
<script type="module" src="/checkout/assets/checkout.js"></script>
</head>
<body>
<main id="checkout" data-order="${escape(order.id)}" data-status="${escape(order.status)}">
  <header>
    <h1>Kit Sandbox Pay</h1>
    <p class="note">Sandbox: no real money moves. Test card 4242 4242 4242 4242, any future expiry, any CVC.</p>
  </header>
  <p class="summary">Buy <strong>${escape(order.purchaseCurrency)}</strong> on <strong>${escape(chain?.displayName ?? order.network)}</strong>
    for <code data-testid="checkout-destination">${escape(order.destination)}</code></p>
  <form id="pay-form" novalidate>
    <div class="row">
      <label>Amount <input data-testid="checkout-amount" name="amount" inputmode="decimal" value="${escape(amount)}" required></label>
      <label>Currency <select data-testid="checkout-currency" name="currency">${currencies}</select></label>
    </div>
    <fieldset>
      <legend>Pay with</legend>
      <label><input type="radio" name="method" value="card" data-testid="checkout-method-card" checked> Card</label>
      <label><input type="radio" name="method" value="ach_bank_account" data-testid="checkout-method-bank"> Bank account (ACH)</label>
    </fieldset>
    <div id="card-fields">
      <label>Card number <input data-testid="checkout-card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"></label>
      <div class="row">
        <label>Expiry <input data-testid="checkout-card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY"></label>
        <label>CVC <input data-testid="checkout-card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></label>
      </div>
    </div>
    <div id="bank-fields" hidden>
      <label>Routing number <input data-testid="checkout-routing" name="routing" inputmode="numeric" placeholder="110000000"></label>
      <label>Account number <input data-testid="checkout-account" name="account" inputmode="numeric" placeholder="000123456789"></label>
    </div>
    <dl class="quote" data-testid="checkout-quote" aria-live="polite"></dl>
    <p class="error" role="alert" data-testid="checkout-error"></p>
    <button type="submit" data-testid="checkout-pay">Pay</button>
  </form>
  <section id="challenge" hidden>
    <h2>Confirm it's you</h2>
    <p>Your bank asks you to authenticate this payment (3-D Secure test page).</p>
    <button type="button" data-testid="checkout-3ds-complete" data-passed="true">Complete authentication</button>
    <button type="button" data-testid="checkout-3ds-fail" data-passed="false">Fail authentication</button>
  </section>
  <section id="result" hidden>
    <p class="status" role="status" data-testid="checkout-status"></p>
    <p class="refund" data-testid="checkout-refund" hidden></p>
    <p>Transaction <code data-testid="checkout-tx"></code></p>
    <p class="note">You can close this window.</p>
  </section>
</main>
</body>
</html>`
}

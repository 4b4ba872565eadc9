/** EIP-6963 provider info announced by an injected test wallet. */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export interface TestWalletShimConfig {
  /** Window property holding the shim's event sink (unique per injection). */
  readonly key: string
  /** Name of the Playwright binding that forwards `request` to Node. */
  readonly binding: string
  /** Also install the provider as `window.ethereum`. */
  readonly legacy: boolean
  /** EIP-6963 info to announce, or `null` to skip EIP-6963. */
  readonly info: Eip6963ProviderInfo | null
}

// Plain ES2017 source evaluated in the page (no bundling, no TypeScript helpers).
const SHIM_SOURCE = `function (config) {
  'use strict';
  var win = window;
  if (Object.prototype.hasOwnProperty.call(win, config.key)) return;
  var listeners = new Map();
  function toError(payload) {
    var message = payload && typeof payload.message === 'string' ? payload.message : 'Unknown error';
    var error = new Error(message);
    error.code = payload ? payload.code : undefined;
    if (payload && payload.data !== undefined) error.data = payload.data;
    return error;
  }
  function on(event, listener) {
    if (typeof listener !== 'function') return provider;
    var set = listeners.get(event);
    if (!set) { set = new Set(); listeners.set(event, set); }
    set.add(listener);
    return provider;
  }
  function removeListener(event, listener) {
    var set = listeners.get(event);
    if (set) set.delete(listener);
    return provider;
  }
  function emit(event, payload) {
    var set = listeners.get(event);
    if (!set) return;
    var value = event === 'disconnect' ? toError(payload) : payload;
    Array.from(set).forEach(function (listener) {
      try { listener(value); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }
  function request(args) {
    return Promise.resolve().then(function () {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw toError({ code: -32600, message: 'Invalid request: expected { method: string, params? }' });
      }
      var call = win[config.binding];
      if (typeof call !== 'function') throw toError({ code: 4900, message: 'Kit test wallet is not connected to the test' });
      return call({ method: args.method, params: args.params });
    }).then(function (response) {
      if (response && response.ok) return response.result;
      if (response && 'thrown' in response) throw response.thrown;
      throw toError(response && response.error);
    });
  }
  var provider = {
    request: request,
    on: on,
    addListener: on,
    removeListener: removeListener,
    off: removeListener,
    isKitTestWallet: true
  };
  Object.defineProperty(win, config.key, { value: Object.freeze({ emit: emit, provider: provider }) });
  if (config.legacy) {
    Object.defineProperty(win, 'ethereum', { value: provider, configurable: true, writable: true, enumerable: true });
  }
  if (config.info) {
    var detail = Object.freeze({ info: Object.freeze(config.info), provider: provider });
    var announce = function () {
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }));
    };
    win.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
}`

/**
 * The page-side provider of an injected test wallet, as a self-contained script for
 * `page.addInitScript`. `request` calls the binding; Node pushes events via the `key` sink.
 */
export function createTestWalletShim(config: TestWalletShimConfig): string {
  return `(${SHIM_SOURCE})(${JSON.stringify(config)});`
}

/** A script that delivers one wallet event to the shim in the current frame, if present. */
export function createTestWalletEventScript(key: string, event: string, payload: unknown): string {
  return `(function (sink) { if (sink) sink.emit(${JSON.stringify(event)}, ${JSON.stringify(payload)}); })(window[${JSON.stringify(key)}]);`
}

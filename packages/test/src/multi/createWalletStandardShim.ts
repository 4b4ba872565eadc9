import type { WalletStandardFeatureDescriptor } from './createWalletStandardHost.js'
import type { WireAccount } from './walletStandardWire.js'

export interface WalletStandardShimConfig {
  /** Window property holding the shim's event sink (unique per injection). */
  readonly key: string
  /** Name of the Playwright binding that forwards feature calls to Node. */
  readonly binding: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, WalletStandardFeatureDescriptor>>
}

// Plain ES2017 source evaluated in the page (no bundling, no TypeScript helpers). It registers a
// Wallet Standard wallet through the window events protocol (`wallet-standard:register-wallet`
// now, and again on every `wallet-standard:app-ready`), so apps loading before or after it find it.
const SHIM_SOURCE = `function (config) {
  'use strict';
  var win = window;
  if (Object.prototype.hasOwnProperty.call(win, config.key)) return;
  var listeners = new Set();
  var accounts = [];
  var cache = new Map();
  var known = new WeakSet();
  function toError(payload) {
    var error = new Error(payload && typeof payload.message === 'string' ? payload.message : 'Unknown error');
    if (payload && payload.code !== undefined) error.code = payload.code;
    if (payload && typeof payload.name === 'string') error.name = payload.name;
    if (payload && payload.data !== undefined) error.data = payload.data;
    return error;
  }
  function fromBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  function toBase64(bytes) {
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  function toAccount(wire) {
    var id = [wire.address, wire.publicKey, wire.chains.join(','), wire.features.join(','), wire.label || ''].join('|');
    var existing = cache.get(id);
    if (existing) return existing;
    var account = { address: wire.address, publicKey: fromBase64(wire.publicKey), chains: Object.freeze(wire.chains.slice()), features: Object.freeze(wire.features.slice()) };
    if (wire.label !== undefined) account.label = wire.label;
    Object.freeze(account);
    known.add(account);
    cache.set(id, account);
    return account;
  }
  function encode(value) {
    if (value instanceof Uint8Array) return { $bytes: toBase64(value) };
    if (Array.isArray(value)) return value.map(encode);
    if (value && typeof value === 'object') {
      if (known.has(value) || (typeof value.address === 'string' && value.publicKey instanceof Uint8Array)) return { $account: value.address };
      var out = {};
      Object.keys(value).forEach(function (key) { out[key] = encode(value[key]); });
      return out;
    }
    return value;
  }
  function decode(value) {
    if (Array.isArray(value)) return value.map(decode);
    if (value && typeof value === 'object') {
      if (typeof value.$bytes === 'string') return fromBase64(value.$bytes);
      if (value.$account && typeof value.$account === 'object') return toAccount(value.$account);
      var out = {};
      Object.keys(value).forEach(function (key) { out[key] = decode(value[key]); });
      return out;
    }
    return value;
  }
  function sameAccounts(next) {
    return next.length === accounts.length && next.every(function (account, index) { return account === accounts[index]; });
  }
  function setAccounts(wireAccounts) {
    var next = wireAccounts.map(toAccount);
    if (sameAccounts(next)) return false;
    accounts = next;
    return true;
  }
  function emitChange() {
    var properties = { accounts: accounts.slice() };
    Array.from(listeners).forEach(function (listener) {
      try { listener(properties); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }
  function call(feature, method, inputs) {
    return Promise.resolve().then(function () {
      var binding = win[config.binding];
      if (typeof binding !== 'function') throw toError({ code: 4900, message: 'Kit test wallet is not connected to the test' });
      return binding({ feature: feature, method: method, inputs: encode(inputs) });
    }).then(function (response) {
      if (response && Array.isArray(response.accounts) && setAccounts(response.accounts)) emitChange();
      if (response && response.ok) return decode(response.result);
      throw toError(response && response.error);
    });
  }
  var features = {};
  Object.keys(config.features).forEach(function (name) {
    var descriptor = config.features[name];
    var feature = { version: descriptor.version };
    Object.keys(descriptor.properties).forEach(function (property) { feature[property] = descriptor.properties[property]; });
    if (name === 'standard:events') {
      feature.on = function (event, listener) {
        if (event !== 'change' || typeof listener !== 'function') return function () {};
        listeners.add(listener);
        return function () { listeners.delete(listener); };
      };
    } else {
      descriptor.methods.forEach(function (method) {
        feature[method] = function () { return call(name, method, Array.prototype.slice.call(arguments)); };
      });
    }
    features[name] = Object.freeze(feature);
  });
  var wallet = Object.freeze({
    get version() { return '1.0.0'; },
    get name() { return config.name; },
    get icon() { return config.icon; },
    get chains() { return config.chains.slice(); },
    get features() { return features; },
    get accounts() { return accounts.slice(); },
    isKitTestWallet: true
  });
  Object.defineProperty(win, config.key, {
    value: Object.freeze({
      wallet: wallet,
      change: function (wireAccounts) { if (setAccounts(wireAccounts)) emitChange(); }
    })
  });
  // The accounts authorized in Node (after a reload they are still authorized).
  call('$state', 'accounts', []).catch(function () {});
  function register(api) { api.register(wallet); }
  try {
    var event = new CustomEvent('wallet-standard:register-wallet', { detail: register });
    win.dispatchEvent(event);
  } catch (error) { console.error('[kit test wallet] register-wallet failed', error); }
  win.addEventListener('wallet-standard:app-ready', function (event) { register(event.detail); });
}`

/** The page side of an injected Wallet Standard test wallet, as a script for `page.addInitScript`. */
export function createWalletStandardShim(config: WalletStandardShimConfig): string {
  return `(${SHIM_SOURCE})(${JSON.stringify(config)});`
}

/** A script that delivers the wallet's current accounts to the shim in the current frame, if present. */
export function createWalletStandardChangeScript(key: string, accounts: readonly WireAccount[]): string {
  return `(function (sink) { if (sink) sink.change(${JSON.stringify(accounts)}); })(window[${JSON.stringify(key)}]);`
}

/** Wallet Standard info of an injected Bitcoin test wallet. */
export interface BitcoinTestWalletInfo {
  readonly name: string
  readonly icon: string
  /** Non-standard: Kit's bip122 adapter uses it as the connector id (else the name). */
  readonly rdns: string
}

export interface BitcoinTestWalletShimConfig {
  /** Window property holding the shim's sink `{ emit, provider, wallet }` (unique per injection). */
  readonly key: string
  /** Name of the function on `window` that forwards `{ method, params }` to the Node wallet. */
  readonly binding: string
  readonly info: BitcoinTestWalletInfo
  /** Chains the Wallet Standard wallet declares (CAIP-2). */
  readonly chains: readonly string[]
  /** Register a Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, `standard:*`). */
  readonly walletStandard: boolean
  /** Expose the sats-connect provider: listed in `window.btc_providers` (WBIP004) and as the wallet's `sats-connect:` feature. */
  readonly satsConnect: boolean
  /** Also set `window.XverseProviders.BitcoinProvider`. */
  readonly xverse: boolean
}

// Plain ES2017 source run in the page (and, in Node tests, against a stand-in window).
const SHIM_SOURCE = `function (config, win) {
  'use strict';
  win = win || window;
  if (Object.prototype.hasOwnProperty.call(win, config.key)) return win[config.key];
  function toError(payload) {
    var message = payload && typeof payload.message === 'string' ? payload.message : 'Unknown error';
    var error = new Error(message);
    error.code = payload ? payload.code : undefined;
    if (payload && payload.data !== undefined) error.data = payload.data;
    return error;
  }
  function call(method, params) {
    return Promise.resolve().then(function () {
      var forward = win[config.binding];
      if (typeof forward !== 'function') throw toError({ code: 4900, message: 'Kit Bitcoin test wallet is not connected to the test' });
      return forward({ method: method, params: params === undefined ? null : params });
    }).then(function (response) {
      if (response && response.ok) return response.result;
      if (response && 'thrown' in response) throw response.thrown;
      throw toError(response && response.error);
    });
  }
  function hexToBytes(hex) {
    var bytes = new Uint8Array(hex.length / 2);
    for (var i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(i * 2, 2), 16);
    return bytes;
  }
  function bytesToHex(bytes) {
    var hex = '';
    for (var i = 0; i < bytes.length; i++) hex += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return hex;
  }
  function base64ToBytes(base64) {
    var binary = atob(base64);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  function bytesToBase64(bytes) {
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  function safely(listener, value) {
    try { listener(value); } catch (error) { setTimeout(function () { throw error; }); }
  }

  // sats-connect style provider: request(method, params) resolves with a JSON-RPC response.
  var providerListeners = new Map();
  var rpcId = 0;
  function removeListener(event, listener) {
    var set = providerListeners.get(event);
    if (set) set.delete(listener);
  }
  var provider = {
    request: function (method, params) {
      var id = ++rpcId;
      return call(method, params).then(function (result) {
        return { jsonrpc: '2.0', id: id, result: result };
      }, function (error) {
        return { jsonrpc: '2.0', id: id, error: { code: error.code, message: error.message, data: error.data } };
      });
    },
    addListener: function (event, listener) {
      if (typeof listener !== 'function') return function () {};
      var set = providerListeners.get(event);
      if (!set) { set = new Set(); providerListeners.set(event, set); }
      set.add(listener);
      return function () { removeListener(event, listener); };
    },
    removeListener: removeListener,
    isKitBitcoinTestWallet: true
  };

  // Wallet Standard wallet with the bitcoin:* features.
  var accounts = [];
  var changeListeners = new Set();
  function toAccount(address) {
    return Object.freeze({
      address: address.address,
      publicKey: hexToBytes(address.publicKey),
      chains: Object.freeze([address.network]),
      features: Object.freeze(['bitcoin:signMessage', 'bitcoin:signTransaction']),
      label: address.purpose,
      purpose: address.purpose,
      addressType: address.addressType
    });
  }
  function setAccounts(list) {
    var next = list.map(function (address) {
      var existing = accounts.filter(function (account) { return account.address === address.address; })[0];
      return existing || toAccount(address);
    });
    var same = next.length === accounts.length && next.every(function (account, i) { return account === accounts[i]; });
    accounts = next;
    if (!same) changeListeners.forEach(function (listener) { safely(listener, { accounts: accounts.slice() }); });
    return accounts.slice();
  }
  function addressesOf(result) {
    return Array.isArray(result) ? result : (result && Array.isArray(result.addresses) ? result.addresses : []);
  }
  var features = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: function (input) {
        var purposes = (input && input.purposes) || ['payment', 'ordinals'];
        return call('getAccounts', { purposes: purposes, allNetworks: true }).then(function (result) {
          return { accounts: setAccounts(addressesOf(result)) };
        });
      }
    },
    'standard:connect': {
      version: '1.0.0',
      connect: function (input) {
        var request = input && input.silent
          ? call('wallet_getAccount', { allNetworks: true }).then(addressesOf, function () { return []; })
          : call('getAccounts', { purposes: ['payment', 'ordinals'], allNetworks: true }).then(addressesOf);
        return request.then(function (list) { return { accounts: setAccounts(list) }; });
      }
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: function () {
        return call('wallet_disconnect').then(function () { setAccounts([]); });
      }
    },
    'standard:events': {
      version: '1.0.0',
      on: function (event, listener) {
        if (event !== 'change' || typeof listener !== 'function') return function () {};
        changeListeners.add(listener);
        return function () { changeListeners.delete(listener); };
      }
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: function () {
        var inputs = Array.prototype.slice.call(arguments);
        return Promise.all(inputs.map(function (input) {
          return call('signMessage', { address: input.account.address, messageHex: bytesToHex(input.message), protocol: 'BIP322' })
            .then(function (result) { return { signedMessage: input.message, signature: base64ToBytes(result.signature) }; });
        }));
      }
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: function () {
        var inputs = Array.prototype.slice.call(arguments);
        return Promise.all(inputs.map(function (input) {
          var signInputs = {};
          (input.inputsToSign || []).forEach(function (item) {
            signInputs[item.account.address] = (signInputs[item.account.address] || []).concat(item.signingIndexes);
          });
          var params = { psbt: bytesToBase64(input.psbt), signInputs: signInputs };
          if (input.chain) params.network = input.chain;
          return call('signPsbt', params).then(function (result) { return { signedPsbt: base64ToBytes(result.psbt) }; });
        }));
      }
    }
  };
  if (config.satsConnect) features['sats-connect:'] = { provider: provider };
  var wallet = {
    version: '1.0.0',
    name: config.info.name,
    icon: config.info.icon,
    rdns: config.info.rdns,
    chains: Object.freeze(config.chains.slice()),
    features: features,
    get accounts() { return accounts.slice(); }
  };

  function emit(event, payload) {
    var set = providerListeners.get(event);
    if (set) Array.from(set).forEach(function (listener) { safely(listener, payload); });
    if (event === 'accountChange' && accounts.length) setAccounts(payload.all || []);
    if (event === 'disconnect') setAccounts([]);
  }
  var sink = Object.freeze({ emit: emit, provider: provider, wallet: wallet });
  Object.defineProperty(win, config.key, { value: sink });

  if (config.walletStandard) {
    var register = function (api) {
      try { api.register(wallet); } catch (error) { setTimeout(function () { throw error; }); }
    };
    win.addEventListener('wallet-standard:app-ready', function (event) { register(event.detail); });
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  }
  if (config.satsConnect) {
    var list = Array.isArray(win.btc_providers) ? win.btc_providers.slice() : [];
    list.push({ id: config.key + '.provider', name: config.info.name, icon: config.info.icon, methods: ['getAccounts', 'signMessage', 'signPsbt'] });
    win.btc_providers = list;
  }
  if (config.xverse) {
    win.XverseProviders = Object.assign({}, win.XverseProviders, { BitcoinProvider: provider });
  }
  return sink;
}`

/** The page-side wallet as a self-contained script for `page.addInitScript`. */
export function createBitcoinTestWalletShim(config: BitcoinTestWalletShimConfig): string {
  return `(${SHIM_SOURCE})(${JSON.stringify(config)}, window);`
}

/** What the shim leaves on its window key: the event sink, the sats-connect provider and the Wallet Standard wallet. */
export interface BitcoinTestWalletSink {
  emit(event: string, payload: unknown): void
  readonly provider: unknown
  readonly wallet: unknown
}

/** Runs the page-side shim against any window-like object (Node tests); returns its sink. */
export function runBitcoinTestWalletShim(config: BitcoinTestWalletShimConfig, target: object): BitcoinTestWalletSink {
  const shim = new Function(`return (${SHIM_SOURCE});`)() as (config: BitcoinTestWalletShimConfig, win: object) => BitcoinTestWalletSink
  return shim(config, target)
}

/** A script that delivers one wallet event to the shim in the current frame, if present. */
export function createBitcoinTestWalletEventScript(key: string, event: string, payload: unknown): string {
  return `(function (sink) { if (sink) sink.emit(${JSON.stringify(event)}, ${JSON.stringify(payload)}); })(window[${JSON.stringify(key)}]);`
}

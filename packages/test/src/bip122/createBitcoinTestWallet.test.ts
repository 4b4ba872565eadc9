import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinService, startBitcoinService } from '@kit/devnet'
import { Verifier } from 'bip322-js'
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../eip155/providerRpcError.js'
import { bitcoinTestAddresses, resolveBitcoinTestKeys } from './bitcoinTestKeys.js'
import { createBitcoinTestWallet, SATS_CONNECT_ERROR_CODES } from './createBitcoinTestWallet.js'
import { signBip322 } from './signBip322.js'

describe('bitcoin test keys', () => {
  it('derives the devnet accounts (payment p2wpkh, ordinals p2tr) for every index', () => {
    BITCOIN_DEVNET_ACCOUNTS.forEach((account, index) => {
      const [payment, ordinals] = bitcoinTestAddresses(resolveBitcoinTestKeys(index), 'testnet')
      expect(payment).toMatchObject({ address: account.payment.address, publicKey: account.payment.publicKey, purpose: 'payment', addressType: 'p2wpkh' })
      expect(ordinals).toMatchObject({
        address: account.ordinals.address,
        publicKey: account.ordinals.internalPubkey,
        purpose: 'ordinals',
        addressType: 'p2tr',
      })
    })
  })

  it('accepts WIF keys and gives mainnet addresses on mainnet', () => {
    const keys = resolveBitcoinTestKeys({ payment: BITCOIN_DEVNET_ACCOUNTS[1]!.payment.wif, ordinals: BITCOIN_DEVNET_ACCOUNTS[1]!.ordinals.wif })
    expect(bitcoinTestAddresses(keys, 'testnet').map((address) => address.address)).toEqual([
      BITCOIN_DEVNET_ACCOUNTS[1]!.payment.address,
      BITCOIN_DEVNET_ACCOUNTS[1]!.ordinals.address,
    ])
    const [payment, ordinals] = bitcoinTestAddresses(keys, 'mainnet')
    expect(payment?.address).toMatch(/^bc1q/)
    expect(ordinals?.address).toMatch(/^bc1p/)
  })
})

describe('signBip322', () => {
  it('matches the BIP-322 test vectors (p2wpkh)', () => {
    const key = resolveBitcoinTestKeys({ payment: 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k' }).payment
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    for (const message of ['', 'Hello World']) {
      const signature = signBip322({ address, message: Buffer.from(message), key, network: networks.bitcoin })
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    }
    expect(signBip322({ address, message: Buffer.from('Hello World'), key, network: networks.bitcoin })).toBe(
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    )
  })

  it('signs for p2wpkh and p2tr addresses (verified by bip322-js)', () => {
    const wallet = createBitcoinTestWallet({ account: 2 })
    const keys = resolveBitcoinTestKeys(2)
    const [payment, ordinals] = wallet.getAddresses()
    const message = 'Kit says hello'
    const p2wpkh = signBip322({ address: payment!.address, message: Buffer.from(message), key: keys.payment, network: networks.testnet })
    const p2tr = signBip322({ address: ordinals!.address, message: Buffer.from(message), key: keys.ordinals, network: networks.testnet })
    expect(Verifier.verifySignature(payment!.address, message, p2wpkh)).toBe(true)
    expect(Verifier.verifySignature(ordinals!.address, message, p2tr)).toBe(true)
    expect(Verifier.verifySignature(ordinals!.address, 'another message', p2tr)).toBe(false)
  })
})

describe('createBitcoinTestWallet', () => {
  let service: BitcoinService
  beforeAll(async () => {
    service = await startBitcoinService({ freePorts: true, blockIntervalMs: 0 })
  })
  afterAll(async () => {
    await service?.stop()
  })

  it('authorizes with getAccounts and then reads silently', async () => {
    const wallet = createBitcoinTestWallet({ account: 3 })
    await expect(wallet.request('wallet_getAccount')).rejects.toMatchObject({ code: SATS_CONNECT_ERROR_CODES.accessDenied })
    const accounts = (await wallet.request('getAccounts', { purposes: ['payment', 'ordinals'] })) as { address: string; purpose: string }[]
    expect(accounts.map(({ address, purpose }) => ({ address, purpose }))).toEqual([
      { address: BITCOIN_DEVNET_ACCOUNTS[3]!.payment.address, purpose: 'payment' },
      { address: BITCOIN_DEVNET_ACCOUNTS[3]!.ordinals.address, purpose: 'ordinals' },
    ])
    expect(await wallet.request('wallet_getAccount')).toMatchObject({ addresses: accounts })
    expect(await wallet.request('wallet_getNetwork')).toEqual({ bitcoin: { name: 'Testnet' } })
  })

  it('signMessage returns a BIP-322 signature; reject mode and unknown methods fail with sats-connect codes', async () => {
    const wallet = createBitcoinTestWallet()
    await wallet.request('getAccounts', {})
    const [payment] = wallet.getAddresses()
    const result = (await wallet.request('signMessage', { address: payment!.address, message: 'hi' })) as { signature: string }
    expect(Verifier.verifySignature(payment!.address, 'hi', result.signature)).toBe(true)
    wallet.setReject(true)
    const error = await wallet.request('signMessage', { address: payment!.address, message: 'hi' }).catch((error_: unknown) => error_)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: -32000, message: 'User rejected the request (signMessage).' })
    await expect(wallet.request('eth_accounts')).rejects.toMatchObject({ code: -32601 })
  })

  it('signPsbt signs payment and ordinals inputs that the service accepts', async () => {
    const wallet = createBitcoinTestWallet({ account: 4 })
    await wallet.request('getAccounts', {})
    const [payment, ordinals] = wallet.getAddresses()
    await service.faucet(ordinals!.address, 50_000)
    await service.mine(1)
    const utxos = (await (await fetch(`${service.url}/address/${payment!.address}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
    const ordinalUtxos = (await (await fetch(`${service.url}/address/${ordinals!.address}/utxo`)).json()) as typeof utxos
    const { address: toOutputScript } = await import('bitcoinjs-lib').then((lib) => ({ address: lib.address.toOutputScript }))
    const psbt = new Psbt({ network: networks.testnet })
    psbt.addInput({
      hash: utxos[0]!.txid,
      index: utxos[0]!.vout,
      witnessUtxo: { script: toOutputScript(payment!.address, networks.testnet), value: BigInt(utxos[0]!.value) },
    })
    psbt.addInput({
      hash: ordinalUtxos[0]!.txid,
      index: ordinalUtxos[0]!.vout,
      witnessUtxo: { script: toOutputScript(ordinals!.address, networks.testnet), value: BigInt(ordinalUtxos[0]!.value) },
    })
    psbt.addOutput({ address: service.faucetAddress, value: BigInt(utxos[0]!.value + ordinalUtxos[0]!.value - 1_000) })
    const { psbt: signed } = (await wallet.request('signPsbt', {
      psbt: psbt.toBase64(),
      signInputs: { [payment!.address]: [0], [ordinals!.address]: [1] },
    })) as { psbt: string }
    const tx = Psbt.fromBase64(signed, { network: networks.testnet }).finalizeAllInputs().extractTransaction()
    const response = await fetch(`${service.url}/tx`, { method: 'POST', body: tx.toHex() })
    expect(await response.text()).toBe(tx.getId())
  })

  it('refuses to sign an input that does not spend the named address', async () => {
    const wallet = createBitcoinTestWallet()
    await wallet.request('getAccounts', {})
    const [payment, ordinals] = wallet.getAddresses()
    const { address } = await import('bitcoinjs-lib')
    const psbt = new Psbt({ network: networks.testnet })
      .addInput({ hash: '00'.repeat(32), index: 0, witnessUtxo: { script: address.toOutputScript(payment!.address, networks.testnet), value: 10_000n } })
      .addOutput({ address: payment!.address, value: 9_000n })
    await expect(wallet.request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [ordinals!.address]: [0] } })).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('changes network and emits events', async () => {
    const wallet = createBitcoinTestWallet()
    await wallet.request('getAccounts', {})
    const events: unknown[] = []
    wallet.on('networkChange', (event) => events.push(event))
    wallet.on('disconnect', (event) => events.push(event))
    await wallet.request('wallet_changeNetwork', { name: 'Mainnet' })
    expect(wallet.getAddresses()[0]?.address).toMatch(/^bc1q/)
    wallet.disconnectWallet()
    expect(events).toMatchObject([{ type: 'networkChange', bitcoin: { name: 'Mainnet' } }, { type: 'disconnect' }])
  })
})

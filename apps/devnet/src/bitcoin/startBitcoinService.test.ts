import { crypto, Psbt, payments, Transaction, toXOnly } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidPortError, PortInUseError } from '../portErrors.js'
import { BITCOIN_DEVNET_ACCOUNTS } from './bitcoinAccounts.js'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { InvalidBitcoinAddressError } from './bitcoinErrors.js'
import { BITCOIN_SERVICE_NETWORK, BITCOIN_TESTNET_GENESIS_HASH } from './bitcoinNetworks.js'
import { type BitcoinService, startBitcoinService } from './startBitcoinService.js'

const network = BITCOIN_SERVICE_NETWORK
let service: BitcoinService

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}
interface AddressStats {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${service.url}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (response.headers.get('content-type')?.includes('json') ? response.json() : response.text()) as Promise<T>
}
async function broadcast(hex: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${service.url}/tx`, { method: 'POST', body: hex })
  return { status: response.status, body: await response.text() }
}
async function balance(address: string): Promise<{ confirmed: number; unconfirmed: number }> {
  const { chain_stats: chain, mempool_stats: mempool } = await get<AddressStats>(`/address/${address}`)
  return { confirmed: chain.funded_txo_sum - chain.spent_txo_sum, unconfirmed: mempool.funded_txo_sum - mempool.spent_txo_sum }
}

function newKey(): { pair: ECPairInterface; address: string; output: Uint8Array } {
  const pair = useBitcoinEcc().ECPair.makeRandom({ network })
  const payment = payments.p2wpkh({ pubkey: pair.publicKey, network })
  return { pair, address: payment.address ?? '', output: payment.output ?? new Uint8Array() }
}

/** Faucet-funds a fresh p2wpkh key and returns it with its (unconfirmed) UTXO. */
async function fundedKey(sats: number) {
  const key = newKey()
  const txid = await service.faucet(key.address, sats)
  const [utxo] = await get<Utxo[]>(`/address/${key.address}/utxo`)
  expect(utxo).toMatchObject({ txid, value: sats, status: { confirmed: false } })
  return { ...key, utxo: utxo as Utxo }
}

function spendP2wpkh(key: ReturnType<typeof newKey>, utxo: Utxo, outputs: { address: string; value: number }[], declaredValue = utxo.value): Transaction {
  const psbt = new Psbt({ network })
  psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script: key.output, value: BigInt(declaredValue) } })
  for (const output of outputs) psbt.addOutput({ address: output.address, value: BigInt(output.value) })
  psbt.signInput(0, key.pair)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction()
}

beforeAll(async () => {
  service = await startBitcoinService({ freePorts: true, blockIntervalMs: 0 })
})
afterAll(async () => {
  await service?.stop()
})

describe('startBitcoinService', () => {
  test('default: a testnet-addressed regtest chain with funded accounts', async () => {
    expect(service.network).toMatchObject({ chain: 'regtest', name: 'testnet', caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', bech32: 'tb' })
    expect(await get<string>('/blocks/tip/height')).toBe('102')
    expect(await get<string>('/block-height/0')).toBe(BITCOIN_TESTNET_GENESIS_HASH)
    const tip = await get<string>('/blocks/tip/hash')
    expect(await get<{ height: number }>(`/block/${tip}`)).toMatchObject({ id: tip, height: 102 })
    expect(await get<Record<string, number>>('/fee-estimates')).toMatchObject({ '1': expect.any(Number), '144': 1 })
    for (const account of BITCOIN_DEVNET_ACCOUNTS) {
      expect(await balance(account.payment.address)).toEqual({ confirmed: 100_000_000, unconfirmed: 0 })
    }
    expect(await get<string>('/api/blocks/tip/height')).toBe('102')
  })

  test('behavior: faucet -> p2wpkh spend -> broadcast -> mine -> balances', async () => {
    const sender = await fundedKey(50_000)
    const recipient = newKey()
    const tx = spendP2wpkh(sender, sender.utxo, [
      { address: recipient.address, value: 20_000 },
      { address: sender.address, value: 29_000 },
    ])
    expect(await broadcast(tx.toHex())).toEqual({ status: 200, body: tx.getId() })
    expect(await get<{ confirmed: boolean }>(`/tx/${tx.getId()}/status`)).toEqual({ confirmed: false })
    expect(await balance(recipient.address)).toEqual({ confirmed: 0, unconfirmed: 20_000 })
    expect(await balance(sender.address)).toEqual({ confirmed: 0, unconfirmed: 29_000 })

    const [hash] = await service.mine(1)
    expect(await get<object>(`/tx/${tx.getId()}/status`)).toMatchObject({ confirmed: true, block_height: 103, block_hash: hash })
    expect(await balance(recipient.address)).toEqual({ confirmed: 20_000, unconfirmed: 0 })
    expect(await balance(sender.address)).toEqual({ confirmed: 29_000, unconfirmed: 0 })
    expect(await get<string>(`/tx/${tx.getId()}/hex`)).toBe(tx.toHex())
    const json = await get<{ fee: number; vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_type: string }[] }>(`/tx/${tx.getId()}`)
    expect(json.fee).toBe(1_000)
    expect(json.vin[0]?.prevout.scriptpubkey_address).toBe(sender.address)
    expect(json.vout.map((out) => out.scriptpubkey_type)).toEqual(['v0_p2wpkh', 'v0_p2wpkh'])
    const txs = await get<{ txid: string }[]>(`/address/${sender.address}/txs`)
    expect(txs.map((entry) => entry.txid)).toEqual([tx.getId(), sender.utxo.txid])
    expect(await get<Utxo[]>(`/address/${recipient.address}/utxo`)).toEqual([
      { txid: tx.getId(), vout: 0, value: 20_000, status: expect.objectContaining({ confirmed: true, block_height: 103 }) },
    ])
  })

  test('behavior: rejects a tampered signature', async () => {
    const sender = await fundedKey(30_000)
    const tx = spendP2wpkh(sender, sender.utxo, [{ address: newKey().address, value: 29_000 }])
    const signature = tx.ins[0]?.witness[0]
    if (!signature) throw new Error('no signature')
    signature[8] = (signature[8] ?? 0) ^ 0x01
    const result = await broadcast(tx.toHex())
    expect(result.status).toBe(400)
    expect(result.body).toContain('mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation), input 0')
    expect(result.body).toMatch(/^sendrawtransaction RPC error: \{"code":-26,/)
  })

  test('behavior: rejects double spends, unknown inputs and outputs above inputs', async () => {
    const sender = await fundedKey(30_000)
    const first = spendP2wpkh(sender, sender.utxo, [{ address: newKey().address, value: 29_000 }])
    const second = spendP2wpkh(sender, sender.utxo, [{ address: newKey().address, value: 28_000 }])
    expect((await broadcast(first.toHex())).status).toBe(200)
    expect(await broadcast(second.toHex())).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}',
    })
    await service.mine(1)
    expect(await broadcast(second.toHex())).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    })
    const unknown = spendP2wpkh(sender, { ...sender.utxo, txid: 'ab'.repeat(32) }, [{ address: sender.address, value: 1_000 }])
    expect((await broadcast(unknown.toHex())).body).toContain('bad-txns-inputs-missingorspent')

    const rich = await fundedKey(10_000)
    // The signer is told the input is worth more than it is; the service knows better.
    const overspend = spendP2wpkh(rich, rich.utxo, [{ address: rich.address, value: 20_000 }], 30_000)
    expect((await broadcast(overspend.toHex())).body).toContain('bad-txns-in-belowout, value in (0.00010000) < value out (0.00020000)')
    const noFee = spendP2wpkh(rich, rich.utxo, [{ address: rich.address, value: 10_000 }])
    expect((await broadcast(noFee.toHex())).body).toContain('min relay fee not met, 0 <')
    expect((await broadcast('zz')).body).toContain('TX decode failed')
  })

  test('behavior: accepts a p2tr key-path spend and rejects an untweaked signature', async () => {
    const { ECPair } = useBitcoinEcc()
    const internal = ECPair.makeRandom({ network })
    const internalPubkey = toXOnly(internal.publicKey)
    const p2tr = payments.p2tr({ internalPubkey, network })
    if (!p2tr.address || !p2tr.output) throw new Error('p2tr')
    const txid = await service.faucet(p2tr.address, 40_000)
    const [utxo] = await get<Utxo[]>(`/address/${p2tr.address}/utxo`)
    expect(utxo?.txid).toBe(txid)

    const build = (signer: ECPairInterface) => {
      const psbt = new Psbt({ network })
      psbt.addInput({ hash: txid, index: utxo?.vout ?? 0, witnessUtxo: { script: p2tr.output as Uint8Array, value: 40_000n }, tapInternalKey: internalPubkey })
      psbt.addOutput({ address: BITCOIN_DEVNET_ACCOUNTS[0]?.ordinals.address ?? '', value: 39_000n })
      psbt.signInput(0, signer)
      psbt.finalizeAllInputs()
      return psbt.extractTransaction()
    }
    const tweaked = internal.tweak(crypto.taggedHash('TapTweak', internalPubkey))
    // An untweaked key signs for the wrong output key; bitcoinjs refuses to sign, so forge the witness.
    const forged = build(tweaked)
    const hash = forged.hashForWitnessV1(0, [p2tr.output], [40_000n], Transaction.SIGHASH_DEFAULT)
    forged.setWitness(0, [internal.signSchnorr(hash)])
    const rejected = await broadcast(forged.toHex())
    expect(rejected.body).toContain('mandatory-script-verify-flag-failed (Invalid Schnorr signature)')

    const tx = build(tweaked)
    expect(await broadcast(tx.toHex())).toEqual({ status: 200, body: tx.getId() })
    await service.mine(1)
    expect(await get<object>(`/tx/${tx.getId()}/status`)).toMatchObject({ confirmed: true })
    expect((await get<{ vin: { prevout: { scriptpubkey_type: string } }[] }>(`/tx/${tx.getId()}`)).vin[0]?.prevout.scriptpubkey_type).toBe('v1_p2tr')
  })

  test('behavior: POST /faucet and POST /mine', async () => {
    const key = newKey()
    const response = await fetch(`${service.url}/faucet`, { method: 'POST', body: JSON.stringify({ address: key.address, amount: 12_345 }) })
    expect(response.status).toBe(200)
    const { txid } = (await response.json()) as { txid: string }
    expect(await balance(key.address)).toEqual({ confirmed: 0, unconfirmed: 12_345 })
    const height = Number(await get<string>('/blocks/tip/height'))
    const mined = await fetch(`${service.url}/mine`, { method: 'POST', body: JSON.stringify({ blocks: 2 }) })
    expect(await mined.json()).toEqual({ hashes: [expect.any(String), expect.any(String)], height: height + 2 })
    expect(await get<object>(`/tx/${txid}/status`)).toMatchObject({ confirmed: true, block_height: height + 1 })
    expect(await balance(key.address)).toEqual({ confirmed: 12_345, unconfirmed: 0 })
    const bad = await fetch(`${service.url}/address/bc1qnotanaddress`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Invalid Bitcoin address')
    expect((await fetch(`${service.url}/tx/${'00'.repeat(32)}`)).status).toBe(404)
  })
})

describe('startBitcoinService faucet', () => {
  test('rejects: a mainnet address is an InvalidBitcoinAddressError; nothing is sent', async () => {
    const attempt = service.faucet('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 1_000)
    await expect(attempt).rejects.toBeInstanceOf(InvalidBitcoinAddressError)
    await expect(attempt).rejects.toThrow('Invalid Bitcoin address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq (the local service takes testnet addresses)')
  })
})

describe('startBitcoinService ports', () => {
  test('parameters: KIT_BITCOIN_PORT and a busy port', async () => {
    await expect(startBitcoinService({ port: service.port })).rejects.toThrow(
      `Port ${service.port} on 127.0.0.1 is already in use; set KIT_BITCOIN_PORT to another port.`,
    )
    await expect(startBitcoinService({ env: { KIT_BITCOIN_PORT: '70000' } })).rejects.toThrow('Invalid port "70000" (from KIT_BITCOIN_PORT)')
    await expect(startBitcoinService({ port: service.port })).rejects.toBeInstanceOf(PortInUseError)
    await expect(startBitcoinService({ env: { KIT_BITCOIN_PORT: '70000' } })).rejects.toBeInstanceOf(InvalidPortError)
  })
})

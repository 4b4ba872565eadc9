import { Block, script as bscript, Transaction } from 'bitcoinjs-lib'
import { BITCOIN_TESTNET_GENESIS_HASH } from './bitcoinNetworks.js'
import { type BitcoinPrevout, verifyBitcoinInput } from './verifyBitcoinInput.js'

/** Block reward of every locally mined block (50 BTC; no halving). */
export const BITCOIN_BLOCK_SUBSIDY = 5_000_000_000n
/** Minimum relay fee rate in sat/vB, as bitcoind's default. */
export const BITCOIN_MIN_RELAY_FEE_RATE = 1
const MAX_MONEY = 21_000_000n * 100_000_000n
const REGTEST_BITS = 0x207fffff

/** A broadcast refused like bitcoind refuses it (Esplora answers 400 with this text). */
export class BitcoinRejectionError extends Error {
  override name = 'BitcoinRejectionError'
  readonly code: number
  readonly reason: string

  constructor(code: number, reason: string) {
    super(`sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`)
    this.code = code
    this.reason = reason
  }
}

export interface BitcoinBlock {
  readonly height: number
  readonly hash: string
  readonly previousHash: string | null
  readonly time: number
  readonly merkleRoot: string
  readonly bits: number
  readonly txids: readonly string[]
  readonly size: number
  readonly weight: number
}

export interface BitcoinTxStatus {
  readonly confirmed: boolean
  readonly block_height?: number
  readonly block_hash?: string
  readonly block_time?: number
}

export interface StoredBitcoinTx {
  readonly txid: string
  readonly tx: Transaction
  readonly hex: string
  /** Spent outputs, in input order (empty for coinbase). */
  readonly prevouts: readonly BitcoinPrevout[]
  readonly fee: bigint
  block: BitcoinBlock | null
  readonly seenAt: number
}

export interface BitcoinUtxo {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
  readonly script: Uint8Array
}

export interface BitcoinSpend {
  readonly txid: string
  readonly vin: number
}

export interface BitcoinChain {
  getTip(): BitcoinBlock
  getBlock(hashOrHeight: string | number): BitcoinBlock | undefined
  getTransaction(txid: string): StoredBitcoinTx | undefined
  getMempool(): readonly StoredBitcoinTx[]
  /** Spender of an output, if any (confirmed or in the mempool). */
  getSpend(txid: string, vout: number): BitcoinSpend | undefined
  /** Transactions funding or spending `script`, oldest first. */
  getScriptTransactions(script: Uint8Array): readonly StoredBitcoinTx[]
  /** Unspent outputs locked by `script` (mempool outputs included, mempool-spent ones excluded). */
  getScriptUtxos(script: Uint8Array): readonly BitcoinUtxo[]
  /** Validates and adds a raw transaction to the mempool; returns its txid or throws `BitcoinRejectionError`. */
  submitTransaction(hex: string): string
  /** Mines `count` blocks paying the subsidy plus fees to `rewardScript`; returns their hashes. */
  mine(count: number, rewardScript: Uint8Array): readonly string[]
}

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
const reversedHex = (bytes: Uint8Array): string => Buffer.from(bytes).reverse().toString('hex')
const outpoint = (txid: string, vout: number): string => `${txid}:${vout}`

function formatBtc(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  return `${sign}${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')}`
}

/** bitcoind's dust limits at the default 3 sat/vB dust relay fee. */
function dustLimit(script: Uint8Array): bigint {
  if (script[0] === 0x6a) return 0n // OP_RETURN
  if (script.length === 22 && script[0] === 0x00) return 294n // p2wpkh
  if (script.length === 34 && (script[0] === 0x00 || script[0] === 0x51)) return 330n // p2wsh, p2tr
  if (script.length === 23) return 540n // p2sh
  return 546n
}

/**
 * The in-memory chain behind the local Esplora service: blocks (no proof of work, regtest
 * difficulty bits), a UTXO set, a mempool, and bitcoind-like acceptance rules with full signature
 * checks (see `verifyBitcoinInput`). Not enforced: coinbase maturity, locktime/sequence rules,
 * replace-by-fee (a conflicting spend is refused as `txn-mempool-conflict`).
 */
export function createBitcoinChain(): BitcoinChain {
  const genesis: BitcoinBlock = {
    height: 0,
    hash: BITCOIN_TESTNET_GENESIS_HASH,
    previousHash: null,
    time: 1_296_688_602,
    merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    bits: 0x1d00ffff,
    txids: [],
    size: 285,
    weight: 1140,
  }
  const blocks: BitcoinBlock[] = [genesis]
  const blocksByHash = new Map<string, BitcoinBlock>([[genesis.hash, genesis]])
  const txs = new Map<string, StoredBitcoinTx>()
  const mempool = new Map<string, StoredBitcoinTx>()
  const utxos = new Map<string, BitcoinUtxo>()
  const spends = new Map<string, BitcoinSpend>()
  const byScript = new Map<string, string[]>()

  const index = (stored: StoredBitcoinTx): void => {
    const scripts = new Set([...stored.prevouts.map((prevout) => hex(prevout.script)), ...stored.tx.outs.map((out) => hex(out.script))])
    for (const script of scripts) {
      const list = byScript.get(script) ?? []
      list.push(stored.txid)
      byScript.set(script, list)
    }
  }

  const apply = (stored: StoredBitcoinTx): void => {
    if (!stored.tx.isCoinbase()) {
      stored.tx.ins.forEach((input, vin) => {
        const key = outpoint(reversedHex(input.hash), input.index)
        utxos.delete(key)
        spends.set(key, { txid: stored.txid, vin })
      })
    }
    stored.tx.outs.forEach((out, vout) => {
      utxos.set(outpoint(stored.txid, vout), { txid: stored.txid, vout, value: out.value, script: out.script })
    })
    txs.set(stored.txid, stored)
    index(stored)
  }

  const reject = (code: number, reason: string): never => {
    throw new BitcoinRejectionError(code, reason)
  }

  const submitTransaction = (rawHex: string): string => {
    let tx: Transaction | undefined
    try {
      tx = /^([0-9a-fA-F]{2})+$/.test(rawHex) ? Transaction.fromHex(rawHex) : undefined
    } catch {
      tx = undefined
    }
    if (!tx) return reject(-22, 'TX decode failed. Make sure the tx has at least one input.')
    const txid = tx.getId()
    const known = txs.get(txid)
    if (known) {
      if (!known.block) return txid // already in the mempool: accepted again, like bitcoind
      return reject(-27, 'Transaction outputs already in utxo set')
    }
    if (tx.ins.length === 0) return reject(-26, 'bad-txns-vin-empty')
    if (tx.outs.length === 0) return reject(-26, 'bad-txns-vout-empty')
    if (tx.isCoinbase()) return reject(-26, 'coinbase')
    let valueOut = 0n
    for (const out of tx.outs) {
      if (out.value < 0n) return reject(-26, 'bad-txns-vout-negative')
      if (out.value > MAX_MONEY) return reject(-26, 'bad-txns-vout-toolarge')
      if (out.value < dustLimit(out.script)) return reject(-26, 'dust')
      valueOut += out.value
    }
    if (valueOut > MAX_MONEY) return reject(-26, 'bad-txns-txouttotal-toolarge')

    const seen = new Set<string>()
    const prevouts: BitcoinPrevout[] = []
    for (const input of tx.ins) {
      const key = outpoint(reversedHex(input.hash), input.index)
      if (seen.has(key)) return reject(-26, 'bad-txns-inputs-duplicate')
      seen.add(key)
      const spend = spends.get(key)
      if (spend) {
        if (mempool.has(spend.txid)) return reject(-26, 'txn-mempool-conflict')
        return reject(-25, 'bad-txns-inputs-missingorspent')
      }
      const utxo = utxos.get(key)
      if (!utxo) return reject(-25, 'bad-txns-inputs-missingorspent')
      prevouts.push({ script: utxo.script, value: utxo.value })
    }
    const valueIn = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
    if (valueIn < valueOut) {
      return reject(-26, `bad-txns-in-belowout, value in (${formatBtc(valueIn)}) < value out (${formatBtc(valueOut)})`)
    }
    const fee = valueIn - valueOut
    const minFee = BigInt(tx.virtualSize() * BITCOIN_MIN_RELAY_FEE_RATE)
    if (fee < minFee) return reject(-26, `min relay fee not met, ${fee} < ${minFee}`)

    for (let vin = 0; vin < tx.ins.length; vin++) {
      const failure = verifyBitcoinInput(tx, vin, prevouts)
      if (failure) {
        const input = tx.ins[vin]
        const spent = input ? `${reversedHex(input.hash)}:${input.index}` : '?'
        return reject(-26, `mandatory-script-verify-flag-failed (${failure}), input ${vin} of ${txid}, spending ${spent}`)
      }
    }

    const stored: StoredBitcoinTx = { txid, tx, hex: tx.toHex(), prevouts, fee, block: null, seenAt: Date.now() }
    apply(stored)
    mempool.set(txid, stored)
    return txid
  }

  const mineOne = (rewardScript: Uint8Array): string => {
    const tip = blocks[blocks.length - 1] ?? genesis
    const height = tip.height + 1
    const included = [...mempool.values()]
    const fees = included.reduce((sum, stored) => sum + stored.fee, 0n)
    const coinbase = new Transaction()
    coinbase.version = 2
    coinbase.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, bscript.compile([bscript.number.encode(height), Buffer.from('kit-devnet')]))
    coinbase.addOutput(rewardScript, BITCOIN_BLOCK_SUBSIDY + fees)
    const transactions = [coinbase, ...included.map((stored) => stored.tx)]
    const header = new Block()
    header.version = 0x20000000
    header.prevHash = Buffer.from(tip.hash, 'hex').reverse()
    header.merkleRoot = Block.calculateMerkleRoot(transactions)
    header.timestamp = Math.max(tip.time + 1, Math.floor(Date.now() / 1000))
    header.bits = REGTEST_BITS
    header.nonce = 0
    header.transactions = transactions
    const block: BitcoinBlock = {
      height,
      hash: header.getId(),
      previousHash: tip.hash,
      time: header.timestamp,
      merkleRoot: reversedHex(header.merkleRoot),
      bits: REGTEST_BITS,
      txids: transactions.map((tx) => tx.getId()),
      size: header.byteLength(false, true),
      weight: header.weight(),
    }
    apply({ txid: coinbase.getId(), tx: coinbase, hex: coinbase.toHex(), prevouts: [], fee: 0n, block, seenAt: Date.now() })
    for (const stored of included) stored.block = block
    mempool.clear()
    blocks.push(block)
    blocksByHash.set(block.hash, block)
    return block.hash
  }

  return {
    getTip: () => blocks[blocks.length - 1] ?? genesis,
    getBlock: (hashOrHeight) => (typeof hashOrHeight === 'number' ? blocks[hashOrHeight] : blocksByHash.get(hashOrHeight)),
    getTransaction: (txid) => txs.get(txid),
    getMempool: () => [...mempool.values()],
    getSpend: (txid, vout) => spends.get(outpoint(txid, vout)),
    getScriptTransactions: (script) => (byScript.get(hex(script)) ?? []).map((txid) => txs.get(txid)).filter((stored): stored is StoredBitcoinTx => !!stored),
    getScriptUtxos(script) {
      const wanted = hex(script)
      const result: BitcoinUtxo[] = []
      for (const txid of byScript.get(wanted) ?? []) {
        txs.get(txid)?.tx.outs.forEach((out, vout) => {
          const utxo = utxos.get(outpoint(txid, vout))
          if (utxo && hex(out.script) === wanted) result.push(utxo)
        })
      }
      return result
    },
    submitTransaction,
    mine: (count, rewardScript) => Array.from({ length: count }, () => mineOne(rewardScript)),
  }
}

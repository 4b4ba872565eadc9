import { script as bscript } from 'bitcoinjs-lib'
import { scriptToAddress } from './bitcoinNetworks.js'
import type { BitcoinBlock, BitcoinChain, BitcoinTxStatus, StoredBitcoinTx } from './createBitcoinChain.js'

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

/** Esplora's `scriptpubkey_type`. */
export function scriptType(script: Uint8Array): string {
  const length = script.length
  if (length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[24] === 0xac) return 'p2pkh'
  if (length === 23 && script[0] === 0xa9 && script[22] === 0x87) return 'p2sh'
  if (length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh'
  if (length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh'
  if (length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr'
  if (script[0] === 0x6a) return 'op_return'
  if ((length === 35 || length === 67) && script[length - 1] === 0xac) return 'p2pk'
  return 'unknown'
}

function asm(script: Uint8Array): string {
  try {
    return bscript.toASM(script)
  } catch {
    return ''
  }
}

function describeOutput(script: Uint8Array, value: bigint) {
  const address = scriptToAddress(script)
  return {
    scriptpubkey: hex(script),
    scriptpubkey_asm: asm(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

export function toEsploraStatus(block: BitcoinBlock | null): BitcoinTxStatus {
  if (!block) return { confirmed: false }
  return { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
}

/** A transaction in Esplora's JSON form (`GET /tx/:txid`). */
export function toEsploraTx(stored: StoredBitcoinTx) {
  const { tx } = stored
  const coinbase = tx.isCoinbase()
  return {
    txid: stored.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout = stored.prevouts[index]
      return {
        txid: Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        prevout: coinbase || !prevout ? null : describeOutput(prevout.script, prevout.value),
        scriptsig: hex(input.script),
        scriptsig_asm: asm(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((out) => describeOutput(out.script, out.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(stored.fee),
    status: toEsploraStatus(stored.block),
  }
}

/** A block in Esplora's JSON form (`GET /block/:hash`). */
export function toEsploraBlock(block: BitcoinBlock) {
  return {
    id: block.hash,
    height: block.height,
    version: 0x20000000,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash,
    mediantime: block.time,
    nonce: 0,
    bits: block.bits,
    difficulty: 4.6565423739069247e-10,
  }
}

interface Stats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const emptyStats = (): Stats => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })

/** `GET /address/:address`: confirmed (`chain_stats`) and unconfirmed (`mempool_stats`) totals. */
export function toEsploraAddress(chain: BitcoinChain, address: string, script: Uint8Array) {
  const wanted = hex(script)
  const chainStats = emptyStats()
  const mempoolStats = emptyStats()
  for (const stored of chain.getScriptTransactions(script)) {
    const stats = stored.block ? chainStats : mempoolStats
    stats.tx_count += 1
    for (const out of stored.tx.outs) {
      if (hex(out.script) !== wanted) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(out.value)
    }
    for (const prevout of stored.prevouts) {
      if (hex(prevout.script) !== wanted) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { address, chain_stats: chainStats, mempool_stats: mempoolStats }
}

/**
 * Deterministic Bitcoin test keys (testnet encoding, see `BITCOIN_SERVICE_NETWORK`). Each private
 * key is `sha256(label)`; `bitcoinAccounts.test.ts` re-derives every entry. The payment key backs
 * a p2wpkh address (`tb1q...`, Kit's default bip122 account type), the ordinals key a BIP86
 * key-path p2tr address (`tb1p...`, output key = internal key tweaked with no script tree).
 */
export interface BitcoinDevnetPaymentKey {
  readonly address: string
  /** Compressed public key, hex. */
  readonly publicKey: string
  readonly privateKey: string
  readonly wif: string
  readonly label: string
}

export interface BitcoinDevnetOrdinalsKey extends BitcoinDevnetPaymentKey {
  /** x-only internal key (hex) of the p2tr output. */
  readonly internalPubkey: string
}

export interface BitcoinDevnetAccount {
  readonly payment: BitcoinDevnetPaymentKey
  readonly ordinals: BitcoinDevnetOrdinalsKey
}

/** Ten accounts; each payment address holds 1 BTC (confirmed) on a fresh service. */
export const BITCOIN_DEVNET_ACCOUNTS: readonly BitcoinDevnetAccount[] = [
  {
    payment: {
      address: 'tb1ql88a2lh9pmmde2p5jewjfw4j4frsn2latpmspg',
      publicKey: '0298eac4ff00024e3c18b83d6365da306e671bf4732672c17a31c04a667e17dc71',
      privateKey: '46ddfd8f19b22d8c94a6449f34d11cec01fbbb30b3a65b10f4ef1e826e9b388c',
      wif: 'cPxTXNN6xyPSJ9E9AKKmENAxQAAz4syx6NYEYDk2qoFns4LgyM1m',
      label: 'kit-devnet/bitcoin/payment/0',
    },
    ordinals: {
      address: 'tb1pqwkr7tvua2ee3cwdhcanh5uggg98umt89z42qpkew36sdg740n6q22ezwf',
      publicKey: '03ab5bba6f2322591556c95eef5ba7a9b36a0cb597758225ff09bde5f3704622e2',
      internalPubkey: 'ab5bba6f2322591556c95eef5ba7a9b36a0cb597758225ff09bde5f3704622e2',
      privateKey: 'ff8d1d7e097682b4dde2f541b832c166b56a568b9793219cd00ce376c571896a',
      wif: 'cW9Td9xoaQq7Q7oBoA46dSrPcaeiX69hin6GYDn7JHKTumJ7aUeD',
      label: 'kit-devnet/bitcoin/ordinals/0',
    },
  },
  {
    payment: {
      address: 'tb1q3z9hhd6sh5fnq4g9d22rzm5x4nzw4svcuvlg9w',
      publicKey: '03cbec8f331a4783e25739d593f3a3ea2d5eed43a091ce40e446d6cf881374a8df',
      privateKey: '5ad5c4feac0161fe5d27d6a24262a4c71b1bf18a27b274fa4c05a1df2721d6a4',
      wif: 'cQdGnuPrGnwi4Svv4wQgptytSWDRX7A5QrvMKNAMCd371657qVqU',
      label: 'kit-devnet/bitcoin/payment/1',
    },
    ordinals: {
      address: 'tb1pwt9y85qmuk6m8wv9eqpszd3482vfcn0jtgeeux99c6hds9umq85s72knkh',
      publicKey: '0217584e2cc664f6aae49ec27a6e96da350e06bd221fd2c6a92133c92258a51c57',
      internalPubkey: '17584e2cc664f6aae49ec27a6e96da350e06bd221fd2c6a92133c92258a51c57',
      privateKey: 'ee1cf6a400e180e9029fd7a83198adf38e1c1edd02b9956a4be05d971116a513',
      wif: 'cVZZaPaLxbV8HtKgpsBNZPZ4XAYgKm7Zs2ubwmTHvtY978gaACJA',
      label: 'kit-devnet/bitcoin/ordinals/1',
    },
  },
  {
    payment: {
      address: 'tb1q2gg0kqyqrun3wd9qjg9eh5zv3qfyg85dazhn4f',
      publicKey: '03f3fe8aceadb05bdbea8841af7d0553209fe2acd53e212ca82c3e7aeeef1a6dc3',
      privateKey: 'f912c7d81548d909ecd2a00e650c42a0c3e781bfbf67d3bf6bf2658f05f22a56',
      wif: 'cVvsHDyuzYmcVD46w8xmG6ubfybr4iqZV4Fq8mkQMCwTs53EvDtU',
      label: 'kit-devnet/bitcoin/payment/2',
    },
    ordinals: {
      address: 'tb1pkmtnfnz8pmwq35ajy0xkcjyywfva7xeup0gv8gtn9weuz4my5d9qx0e9em',
      publicKey: '0242335a5f7ff47dfb0f56d7faf1ab4f8be77ff97d91c484d7866eb559173f41e9',
      internalPubkey: '42335a5f7ff47dfb0f56d7faf1ab4f8be77ff97d91c484d7866eb559173f41e9',
      privateKey: 'd5254e2927b0c30eb41d36523124c9c8176fae828ea840721fb0bfc90ad5a3d8',
      wif: 'cUj2e4Y1vU65wDcy2zKjG4de1Bu5gyVMp9dfdgySHAuaFd3sWsif',
      label: 'kit-devnet/bitcoin/ordinals/2',
    },
  },
  {
    payment: {
      address: 'tb1qzcmhya63acm3xghsuzhxp4me9mq506jfkut0u5',
      publicKey: '020cdef1c4bbabd79864e3f1c0dca3a3d5d712866944289cc87a4f46676abc485b',
      privateKey: 'cd85f35f11ae359fcbb1b7c7715f618c3899b61bdf9f3ad08bdc250e0b87003f',
      wif: 'cUUDFKszsnvCKBThshWHa5wbEo8bpPSdWsLwUnaQUyuuCxf3SYao',
      label: 'kit-devnet/bitcoin/payment/3',
    },
    ordinals: {
      address: 'tb1p4hfy34m6xmpu3m0xv7feswalts2ftuah5uz99ue7l5lt00p74zlqhmr5mf',
      publicKey: '027448fbc751232385af16f77de9be85780626d1dc45b75ff035fee565cc159c7b',
      internalPubkey: '7448fbc751232385af16f77de9be85780626d1dc45b75ff035fee565cc159c7b',
      privateKey: '4280c03cc7b502e031d187671895d471f036b26215f74e2d766d9f57cd813ad0',
      wif: 'cPoyUz4gnuPAcj4sJz9p9e6q2zMzFdhygH4zDWP4LvXiAyfmUmR4',
      label: 'kit-devnet/bitcoin/ordinals/3',
    },
  },
  {
    payment: {
      address: 'tb1qd6e58678gtr35jtnzkyjpjgeaafxdsa6776vl2',
      publicKey: '039c7809cada40a6ff10d346e3a37a0484126d38e43b6d994954a359dee661ade2',
      privateKey: '2fdcafbfb8ec395885834aed56a413c0006b394654c7f6103d5f706dd96e13b4',
      wif: 'cPBjq1CDVjkVWiow7xxfCWTxQ9CycYWCL7qWWHyPcd6vWPyc4sPa',
      label: 'kit-devnet/bitcoin/payment/4',
    },
    ordinals: {
      address: 'tb1pv5xqsj42m5pcwc4nqgqxjn6zdvkp5zs9up68vt7lmq4xjgt555ssw27qcy',
      publicKey: '021ac198bb7b4bdebcb84778eaf88ca0baa7b4ff33cc14c059bbe01f71535e3fd2',
      internalPubkey: '1ac198bb7b4bdebcb84778eaf88ca0baa7b4ff33cc14c059bbe01f71535e3fd2',
      privateKey: '64accfb407a5de2e97dec8260a66350675b9894d96e01513cb2ad8d418b87803',
      wif: 'cQxQCSsG1srY4ai1dkHsdjkRMbNDa9p35p1R5QJJFG341346fkye',
      label: 'kit-devnet/bitcoin/ordinals/4',
    },
  },
  {
    payment: {
      address: 'tb1qmv745mmup52g5fnuj0prqnnwscy43s3aytsv7m',
      publicKey: '020ebd6d999c1c5c7fc50dc15468f37f2bb13c4a38c1fd22cd1cee57c2f8a0e1cb',
      privateKey: '08e935edd81c5f30c8a712d1ab797cb4885687a89660d36feb09aacf3350d502',
      wif: 'cMt2K34xRGdje5NseQE3BDCyV1RAQr1N8n1sRJwUk8aHhr4NHdfw',
      label: 'kit-devnet/bitcoin/payment/5',
    },
    ordinals: {
      address: 'tb1pk648jfy06y3638dkqewzqhtcj35d595vjx6g4n9tnvacc786ngnq7vhxrr',
      publicKey: '03a3fe97ed0b959c2755fe22e1aa51261b1c902641873f2ccf6787088e9a13bddc',
      internalPubkey: 'a3fe97ed0b959c2755fe22e1aa51261b1c902641873f2ccf6787088e9a13bddc',
      privateKey: 'fdb4e92501252b12211ab4654fcd5b19cc1ba0d6d4f9d3a0cec676fc06109644',
      wif: 'cW5sfKqUDfZUmexZBEQ1EX819MsikwXorAnnbcREd2JVNWQtbnB1',
      label: 'kit-devnet/bitcoin/ordinals/5',
    },
  },
  {
    payment: {
      address: 'tb1qer9gdqeu5jf6wl7fuz8zctdx5eq5xqnsxa80vp',
      publicKey: '03364249cf195c0ce3866b7aad505fc4d06e0f5b07d0d970d111ebda1342752c16',
      privateKey: 'e282808a587c92af2652295d92bf182b53a11b5a0f71b1f59c4678df86465fd2',
      wif: 'cVB1MwbiQ47V73oxfvYGQkMqFUpKqEpoSg7eNAy1ArMWEzvs5UbV',
      label: 'kit-devnet/bitcoin/payment/6',
    },
    ordinals: {
      address: 'tb1py5kdqgp3e59627nalxkj0clykns7rytuv33sw2cyfl5tml5fynws506zjm',
      publicKey: '03ce1b6bf444248b8456616cf050c692da412b660208c76ba317259df09c3f1a64',
      internalPubkey: 'ce1b6bf444248b8456616cf050c692da412b660208c76ba317259df09c3f1a64',
      privateKey: '3def8be2030f105eb43a7fa45ee5ad9f3b0213660804379480bdd1aefcaf9195',
      wif: 'cPf6ZDz9ZG3u14VhpdazU1CerpsutYdoH1MDk7cvJ7Lhm3HPKob7',
      label: 'kit-devnet/bitcoin/ordinals/6',
    },
  },
  {
    payment: {
      address: 'tb1qamu3zcap9z9mxv7st7mncftqjh9rq9ky0s0dyv',
      publicKey: '03e58562e22d03c19f9ffa46be0153cc499a5b9ed19e8395a6fbe1ad04a0c5bc08',
      privateKey: '74eb61db14c9c8213f35484f7c7a963392e0e027f4e7222c166d3e9d40679a37',
      wif: 'cRVyfZPahawo2aByQEiNebuurUg3hzpmHDT3puSDhJtpUhZ7mDhu',
      label: 'kit-devnet/bitcoin/payment/7',
    },
    ordinals: {
      address: 'tb1p25wea2zdt5gel0aexcfwza2dgn7tyduwvx5fqfse6l6kak09wjhq5ufgd0',
      publicKey: '031c439a0209dcb627082b32449e50aa463ec0d6860921d3b6f9f66266a489be5d',
      internalPubkey: '1c439a0209dcb627082b32449e50aa463ec0d6860921d3b6f9f66266a489be5d',
      privateKey: 'ee97d3dfb2e4468483fde936677cf3c77a705272303a0c3dd75f89d89cbfdeda',
      wif: 'cVaVgnpvmqNnYBni6F2wpFZLgyHjbyiKWmJYGtiWW3yAhedE5Eg8',
      label: 'kit-devnet/bitcoin/ordinals/7',
    },
  },
  {
    payment: {
      address: 'tb1qlqkd0sgdceujdfldukvdsslaced76jhthc637q',
      publicKey: '03f7204945a466b4902fc28c0ae7db404c2bd5936994601003962850398b856c47',
      privateKey: '7c6e4787d11ffdaeb107ce2cf51cb82851b7eb071a5cf079f23ddaeb8faa0f7c',
      wif: 'cRkaXPNifHPAcB8qducM6PWA4UWVEtCPUbwxEo2LnyadteivG4Do',
      label: 'kit-devnet/bitcoin/payment/8',
    },
    ordinals: {
      address: 'tb1ppeughqqrgt0uwyu4rt7uscelstgvvwmzf5wt5rtvaen2duzu9w7q2yeav6',
      publicKey: '02f74304f1ea1950b5d31f619cedf3148732b4bef7374a0648eecfa18ab986227d',
      internalPubkey: 'f74304f1ea1950b5d31f619cedf3148732b4bef7374a0648eecfa18ab986227d',
      privateKey: 'c5da929dc0b4b5b3401dff6f6b236017ea90d3c660fecab4d1b2e456f06ad677',
      wif: 'cUDJZUK98WczqpZVzyJ4X9zBzsmb3mdGb6duVLuX5GNME7eXv4v2',
      label: 'kit-devnet/bitcoin/ordinals/8',
    },
  },
  {
    payment: {
      address: 'tb1qecdwckghkz056g4t4ejwdm7vm4va0tnhegye0d',
      publicKey: '03ec92671eef2727dd410dd678941fad640902fe8b1718008b18cf1dbb805a3896',
      privateKey: 'd75f8212b8c14803f53951696f4e15cfb87bf5e8b9add777212d8ea006a4ae30',
      wif: 'cUoMm8HyPtnPkngXx2iiyvLbxrwbogyg74mRuEZrf1XXXdsMAPeu',
      label: 'kit-devnet/bitcoin/payment/9',
    },
    ordinals: {
      address: 'tb1pqvjlf38s82c7perx8mqjmr2ca38qs5wvn4n8gypwge4gdrumldjse88rqu',
      publicKey: '02e1efe2f500b7300545a46fbd07109a42f2ce791ad76880900b24b300852a5e6a',
      internalPubkey: 'e1efe2f500b7300545a46fbd07109a42f2ce791ad76880900b24b300852a5e6a',
      privateKey: '30e7e15747fad7c38c5591e635cb5cb0df9b591c5bb3c9cec4596309ba78ba78',
      wif: 'cPDmW7HDp8T3Fc3UmLZHeKeTn8adzby48Qc9EpUr89vqj5JMs83M',
      label: 'kit-devnet/bitcoin/ordinals/9',
    },
  },
]

/** Key of the service's faucet, which also receives every block reward. */
export const BITCOIN_DEVNET_FAUCET: BitcoinDevnetPaymentKey = {
  address: 'tb1qyk2w25fflgz4z0wc060azuh3ltkuyjsqc77v7w',
  publicKey: '0332cf6fca67e7e4ca1cf2c23a40f4e5480ecffede19e4c90b15dc0c458de5830e',
  privateKey: '1780ba64d7e4ea52626634ba916af51fdbe92cb288298b98b0fc9712a4ffc375',
  wif: 'cNNPTpGxbJGfkjA4JUMZzVMsPYowtNsGmn5dvZXi2D3FsXo8XxdF',
  label: 'kit-devnet/bitcoin/faucet',
}

/** Sats sent to each account's payment address when the service starts (1 BTC). */
export const BITCOIN_DEVNET_ACCOUNT_SATS = 100_000_000n

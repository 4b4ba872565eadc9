-- Kit API schema. Plain SQL shared by PGlite and PostgreSQL; applied by src/db/migrate.ts and
-- recorded in kit_migrations. Addresses are stored lower-case (0x + 40 hex).

-- Analytics sink (POST /e). One row per (project, eventId): a resent event is stored once.
create table analytics_events (
  id bigserial primary key,
  project_id text not null,
  event_id text not null,
  event_name text,
  url text not null,
  domain text not null,
  event_timestamp bigint not null,
  props jsonb not null,
  sdk_type text not null,
  sdk_version text not null,
  origin text,
  received_at timestamptz not null default now(),
  unique (project_id, event_id)
);

-- Names and avatars served by GET /v1/identity/{address} (registered by a later feature).
create table identities (
  address text primary key,
  name text,
  avatar text,
  updated_at timestamptz not null default now()
);

-- Indexer progress per chain: the next block to read and the hash of the last one read.
create table indexer_cursors (
  chain_id text primary key,
  next_block bigint not null,
  last_block_hash text,
  genesis_hash text not null,
  updated_at timestamptz not null default now()
);

-- Transactions that moved value (native, ERC-20 or ERC-721).
create table chain_transactions (
  chain_id text not null,
  hash text not null,
  block_number bigint not null,
  tx_index integer not null,
  mined_at bigint not null,
  from_address text not null,
  to_address text,
  nonce bigint not null,
  status text not null,
  primary key (chain_id, hash)
);
create index chain_transactions_block on chain_transactions (chain_id, block_number);

-- One row per movement: log_index -1 is the native value of the transaction.
create table token_transfers (
  chain_id text not null,
  hash text not null,
  log_index integer not null,
  kind text not null,
  contract text,
  from_address text not null,
  to_address text not null,
  amount numeric(78, 0) not null,
  token_id numeric(78, 0),
  block_number bigint not null,
  primary key (chain_id, hash, log_index)
);
create index token_transfers_block on token_transfers (chain_id, block_number);

-- Which transactions concern which account: the history index (newest first).
create table account_activity (
  address text not null,
  chain_id text not null,
  hash text not null,
  mined_at bigint not null,
  block_number bigint not null,
  tx_index integer not null,
  primary key (address, chain_id, hash)
);
create index account_activity_order on account_activity (address, mined_at desc, chain_id desc, block_number desc, tx_index desc);
create index account_activity_block on account_activity (chain_id, block_number);

-- name/symbol/decimals read from contracts that are not on the configured token list.
create table token_metadata (
  chain_id text not null,
  contract text not null,
  standard text not null,
  name text,
  symbol text,
  decimals integer,
  primary key (chain_id, contract)
);

-- Current owner of each ERC-721 token seen, with its metadata (tokenURI, resolved lazily).
create table nft_tokens (
  chain_id text not null,
  contract text not null,
  token_id numeric(78, 0) not null,
  owner text not null,
  block_number bigint not null,
  log_index integer not null,
  metadata_status text not null default 'pending',
  token_uri text,
  name text,
  description text,
  image text,
  primary key (chain_id, contract, token_id)
);
create index nft_tokens_owner on nft_tokens (owner, chain_id, contract, token_id);
create index nft_tokens_pending on nft_tokens (chain_id, metadata_status);

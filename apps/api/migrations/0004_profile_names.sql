-- Names (POST /v1/profile/account). One row per registered name: `name` is the label without
-- suffix (lower-case, unique), `address` lower-case 0x + 40 hex, `coin_type` ENSIP-11. An address
-- holds one name per coin type. The signed message and signature are kept as the proof.
create table profile_names (
  name text primary key,
  address text not null,
  coin_type bigint not null,
  attributes jsonb not null default '{}',
  message text not null,
  signature text not null,
  created_at timestamptz not null default now(),
  unique (address, coin_type)
);
create index profile_names_address on profile_names (address, created_at);

-- Every signature that registered a name (SHA-256 of the signature bytes): a signature is used
-- once, so a replayed request is refused even after its name was freed.
create table profile_signatures (
  signature_hash text primary key,
  used_at timestamptz not null default now()
);

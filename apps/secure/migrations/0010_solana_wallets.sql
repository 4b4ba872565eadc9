-- The embedded wallet on Solana (issue 17): one ed25519 key per user beside the EVM key, encrypted
-- the same way (AES-256-GCM under the master key, the user id and address as associated data).
-- Users from before this migration get theirs on their next login.

create table secure_solana_wallets (
  user_id text primary key references secure_users (id) on delete cascade,
  -- base58 public key
  address text not null unique,
  -- v1.<iv>.<tag>.<ciphertext> (base64url) of the 32-byte ed25519 secret key (hex)
  encrypted_key text not null,
  key_id text not null,
  created_at double precision not null
);

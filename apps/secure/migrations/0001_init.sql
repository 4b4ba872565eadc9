-- apps/secure: users, their embedded wallets (encrypted keys), devices, one-time codes, sessions,
-- pending social logins, farcaster channels, email updates and pending approvals.
-- Times are epoch milliseconds (double precision) so both drivers return numbers.

create table secure_users (
  id text primary key,
  auth_provider text not null,
  subject text not null,
  email text,
  user_name text,
  created_at double precision not null,
  unique (auth_provider, subject)
);

create table secure_wallets (
  user_id text primary key references secure_users (id) on delete cascade,
  address text not null unique,
  -- v1.<iv>.<tag>.<ciphertext> (base64url), AES-256-GCM with the user id and address as associated data
  encrypted_key text not null,
  -- first 8 bytes of sha256(master key), hex: tells a wrong master key from a corrupted row
  key_id text not null,
  created_at double precision not null
);

create table secure_devices (
  user_id text not null references secure_users (id) on delete cascade,
  device_id text not null,
  approved_at double precision not null,
  primary key (user_id, device_id)
);

create table secure_device_approvals (
  token_hash text primary key,
  email text not null,
  device_id text not null,
  created_at double precision not null,
  expires_at double precision not null,
  approved_at double precision
);
create index secure_device_approvals_email on secure_device_approvals (email, device_id);

create table secure_codes (
  id text primary key,
  purpose text not null,
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at double precision not null,
  expires_at double precision not null,
  used_at double precision
);
create index secure_codes_lookup on secure_codes (purpose, email, created_at desc);

create table secure_cooldowns (
  key text primary key,
  last_sent_at double precision not null
);

create table secure_sessions (
  token_hash text primary key,
  user_id text not null references secure_users (id) on delete cascade,
  created_at double precision not null,
  expires_at double precision not null
);
create index secure_sessions_user on secure_sessions (user_id);

create table secure_social_states (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  parent_origin text not null,
  created_at double precision not null,
  expires_at double precision not null
);

create table secure_farcaster_channels (
  channel text primary key,
  status text not null,
  user_name text,
  created_at double precision not null,
  expires_at double precision not null
);

create table secure_email_updates (
  user_id text primary key references secure_users (id) on delete cascade,
  new_email text not null,
  needs_primary boolean not null,
  primary_verified_at double precision,
  created_at double precision not null
);

create table secure_approvals (
  id text primary key,
  user_id text not null references secure_users (id) on delete cascade,
  method text not null,
  params text not null,
  chain_id integer not null,
  rpc_url text not null,
  created_at double precision not null,
  expires_at double precision not null,
  decided_at double precision
);

-- Sign in with X (SIWX). Nonces are single use and expire (GET /v1/sessions/nonce); a session is a
-- verified signed sign-in message (POST /v1/sessions). Only a SHA-256 of the session token is kept.
create table siwx_nonces (
  nonce text primary key,
  project_id text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index siwx_nonces_expires_at on siwx_nonces (expires_at);

create table siwx_sessions (
  id text primary key,
  project_id text not null,
  token_hash text not null unique,
  chain_id text not null,
  address text not null,
  domain text not null,
  uri text not null,
  nonce text not null unique,
  message text not null,
  signature text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index siwx_sessions_owner on siwx_sessions (project_id, address);

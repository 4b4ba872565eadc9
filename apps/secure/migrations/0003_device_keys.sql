-- Device keys (issue 10): the frame creates a non-extractable ECDSA P-256 key on the secure origin
-- and signs every API request with it. Sessions, login codes, social logins, Farcaster channels and
-- pending approvals are bound to the device (id = sha256 of its public key) that started them.

create table secure_request_nonces (
  nonce text primary key,
  expires_at double precision not null
);
create index secure_request_nonces_expiry on secure_request_nonces (expires_at);

alter table secure_sessions add column device_id text;
alter table secure_sessions add column device_key text;
alter table secure_codes add column device_id text;
alter table secure_social_states add column device_id text;
alter table secure_farcaster_channels add column device_id text;
alter table secure_approvals add column device_id text;
alter table secure_approvals add column request_hash text;

-- The bytes a Solana wallet signed when it wrapped the sign-in message (Wallet Standard
-- `signedMessage`, base64): the session's signature covers them, not the message alone. Null when
-- the wallet signed the message itself.
alter table siwx_sessions add column signed_message text;

-- Real Sign In With Farcaster: the relay's channel token and the nonce the signed message must carry.
alter table secure_farcaster_channels add column relay_token text;
alter table secure_farcaster_channels add column nonce text;
alter table secure_farcaster_channels add column subject text;

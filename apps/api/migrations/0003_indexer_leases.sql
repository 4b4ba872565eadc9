-- One indexer per chain across API instances: the holder renews its lease while it indexes;
-- another instance takes the chain over once the lease has expired (the holder died).
create table if not exists indexer_leases (
  chain_id text primary key,
  holder text not null,
  expires_at timestamptz not null
);

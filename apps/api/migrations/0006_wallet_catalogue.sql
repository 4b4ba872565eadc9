-- A wallet catalogue imported with `kit-api catalogue import` (WalletConnect Explorer's listing
-- format). Empty: the shipped catalogue (data/wallets.json) is served. An import replaces every
-- row and the one catalogue_imports row in one transaction.
create table wallet_catalogue (
  position integer primary key,
  id text not null unique,
  record jsonb not null
);

create table wallet_catalogue_imports (
  singleton boolean primary key default true check (singleton),
  version bigint not null,
  source text not null,
  wallets integer not null,
  skipped integer not null,
  imported_at timestamptz not null default now()
);

-- Smart accounts (issue 17): the preferred account type per user, and the EIP-5792 call batches the
-- embedded wallet sent (an atomic batch is one transaction; an EOA's batch one per call).

create table secure_account_types (
  user_id text primary key references secure_users (id) on delete cascade,
  preferred text not null check (preferred in ('eoa', 'smartAccount')),
  updated_at double precision not null
);

create table secure_call_batches (
  id text primary key,
  user_id text not null references secure_users (id) on delete cascade,
  chain_id integer not null,
  rpc_url text not null,
  hashes text not null,
  atomic boolean not null,
  created_at double precision not null
);
create index secure_call_batches_user on secure_call_batches (user_id);

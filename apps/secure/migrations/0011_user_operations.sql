-- A smart account's batch sent through the chain's ERC-4337 bundler (issue 17) is one user
-- operation: its hash, its status read with eth_getUserOperationReceipt (null: sent directly).
alter table secure_call_batches add column user_operation_hash text;

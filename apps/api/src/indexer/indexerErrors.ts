/** The chain node does not serve a block the range needs yet (a node behind its head, or a load balancer's lagging member): the step is retried. */
export class BlockNotAvailableError extends Error {
  override name = 'BlockNotAvailableError'
}

/** The chain node has no block 0, so the indexer cannot tell whether it is still the chain it indexed: the step is retried. */
export class MissingGenesisError extends Error {
  override name = 'MissingGenesisError'
}

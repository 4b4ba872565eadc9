/** The chain is not fresh (its deployer already sent transactions), so the fixed contract addresses would differ: restart it empty. */
export class DevnetNotFreshError extends Error {
  override name = 'DevnetNotFreshError'
}

/** A contract the devnet deploys is not where (or not what) the fixed devnet addresses say. */
export class DeploymentMismatchError extends Error {
  override name = 'DeploymentMismatchError'
}

/** A setup transaction (a mint, a pool, an airdrop, the ENS registry) failed or reverted. */
export class SetupTransactionError extends Error {
  override name = 'SetupTransactionError'
}

/** Setup asked for something the devnet does not define (an unknown token, a missing signer or key script): a bug in the setup code. */
export class SetupDefinitionError extends Error {
  override name = 'SetupDefinitionError'
}

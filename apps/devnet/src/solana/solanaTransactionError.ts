/**
 * Converts litesvm's transaction errors into the JSON form Solana's RPC uses (`"BlockhashNotFound"`,
 * `{ InstructionError: [0, { Custom: 1 }] }`, ...) and into the human message of its
 * "Transaction simulation failed: ..." errors. litesvm exposes fieldless errors as numbers of its
 * native enums, so the names are listed here in enum order.
 */

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** Messages of Solana's `TransactionError` Display impl for the errors a wallet user meets. */
const TRANSACTION_ERROR_MESSAGES: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
}

const INSTRUCTION_ERROR_MESSAGES: Record<string, string> = {
  InsufficientFunds: 'insufficient funds for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
  InvalidArgument: 'invalid program argument',
}

/** JSON value of a `TransactionError` as in `err` of statuses, notifications and simulation results. */
export type TransactionErrorJson = string | Record<string, unknown>

interface NativeError {
  readonly constructor: { readonly name: string }
  readonly index?: number
  readonly accountIndex?: number
  readonly code?: number
  readonly msg?: string
  err?(): unknown
}

function splitWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

function instructionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`
  const native = error as NativeError
  if (typeof native.code === 'number') return { Custom: native.code }
  if (typeof native.msg === 'string') return { BorshIoError: native.msg }
  return 'GenericError'
}

/** Converts the value of litesvm's `FailedTransactionMetadata.err()` to the RPC's JSON. */
export function toTransactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  const native = error as NativeError
  switch (native.constructor.name) {
    case 'TransactionErrorInstructionError':
      return { InstructionError: [native.index ?? 0, instructionErrorJson(native.err?.())] }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: native.index ?? 0 }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: native.accountIndex ?? 0 } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: native.accountIndex ?? 0 } }
    default:
      return String(error)
  }
}

/** Human message, e.g. `Error processing Instruction 0: custom program error: 0x1`. */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_MESSAGES[error] ?? splitWords(error)
  const instruction = error.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, TransactionErrorJson]
    let detail: string
    if (typeof inner === 'string') detail = INSTRUCTION_ERROR_MESSAGES[inner] ?? splitWords(inner)
    else if (typeof inner.Custom === 'number') detail = `custom program error: 0x${inner.Custom.toString(16)}`
    else detail = JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  const rent = error.InsufficientFundsForRent as { account_index?: number } | undefined
  if (rent) return `Transaction results in an account (${rent.account_index ?? 0}) with insufficient funds for rent`
  return JSON.stringify(error)
}

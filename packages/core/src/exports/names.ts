// @kit/core/names: the name rules (docs/rules/validation.md) and the signed registration message (section 7),
// shared by the kit and the Kit API, which checks them again.

export { InvalidChainIdError, type InvalidChainIdErrorType } from '../errors/names.js'
export {
  chainIdToCoinType,
  createNameMessage,
  DEFAULT_NAME_SUFFIX,
  ETH_COIN_TYPE,
  isEvmCoinType,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_SUFFIXES,
  nameLabel,
  nameProblem,
  validateNameLabel,
} from '../names/nameRules.js'

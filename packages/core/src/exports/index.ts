// Public API of @kit/core: named exports only (STYLE 1, 8.1).
export { createKit, type CreateKitParameters, type CreateKitReturnType, type CreateKitErrorType } from '../createKit.js'
export { type CreateKitOptions, type ResolvedKitOptions, caipNetworkSchema } from '../createKitOptions.js'
export type { Kit, KitState, KitEnvironment } from '../kit.js'
export type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types.js'

export type {
  Adapter,
  AdapterContext,
  AdapterInstance,
  Connector,
  ConnectorConnectParameters,
  ConnectorConnectReturnType,
  ConnectorEvent,
  ConnectorPairing,
  ConnectorType,
  GetBalanceParameters,
  GetBalanceReturnType,
  SendTransactionParameters as ConnectorSendTransactionParameters,
  ConnectorSendCallsParameters,
} from '../adapters/contract.js'
export type { Call, CallsReceipt, CallsStatus, WalletCapabilities, WalletCapabilitiesRecord } from '../adapters/calls.js'
export { mockAdapter, type MockAdapterParameters, type MockConnector } from '../adapters/mockAdapter.js'
export { lazyAdapter, type LazyAdapterParameters } from '../adapters/lazyAdapter.js'

export {
  connect,
  abortConnect,
  type ConnectParameters,
  type ConnectReturnType,
  type ConnectErrorType,
} from '../actions/connect.js'
export {
  connectWallet,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  type ConnectWalletErrorType,
} from '../actions/connectWallet.js'
export { disconnect, type DisconnectParameters } from '../actions/disconnect.js'
export { reconnect } from '../actions/reconnect.js'
export {
  switchConnection,
  type SwitchConnectionParameters,
  type SwitchConnectionErrorType,
} from '../actions/switchConnection.js'
export { requireMultiWallet, type RequireMultiWalletErrorType } from '../actions/requireMultiWallet.js'
export { prepareConnector, type PrepareConnectorParameters } from '../actions/prepareConnector.js'
export { switchNetwork, type SwitchNetworkParameters, type SwitchNetworkErrorTypes } from '../actions/switchNetwork.js'
export { fetchBalance, type FetchBalanceParameters } from '../actions/fetchBalance.js'
export { open, resolveOpenView, type OpenParameters } from '../actions/open.js'
export { close } from '../actions/close.js'
export { navigate, goBack, shakeModal } from '../actions/navigate.js'
export { showToast, dismissToast, type ShowToastParameters } from '../actions/showToast.js'
export { setThemeMode, setThemeVariables } from '../actions/setTheme.js'
export {
  setLocale,
  setLocaleMessages,
  type SetLocaleParameters,
  type SetLocaleMessagesParameters,
} from '../actions/setLocale.js'
export {
  signMessage,
  sendTransaction,
  type SignMessageParameters,
  type SendTransactionParameters,
  type WalletRequestErrorType,
} from '../actions/walletRequests.js'
export {
  getCapabilities,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  type GetCapabilitiesErrorType,
} from '../actions/getCapabilities.js'
export { sendCalls, type SendCallsParameters, type SendCallsReturnType, type SendCallsErrorType } from '../actions/sendCalls.js'
export {
  getCallsStatus,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  type GetCallsStatusErrorType,
} from '../actions/getCallsStatus.js'
export { showCallsStatus, type ShowCallsStatusParameters, type ShowCallsStatusErrorType } from '../actions/showCallsStatus.js'
export { validateCalls, maxCallsPerBatch, type ValidateCallsParameters } from '../actions/validateCalls.js'

export { getAccount, watchAccount, type GetAccountParameters, type GetAccountReturnType } from '../getters/getAccount.js'
export { getNetwork, watchNetwork, type GetNetworkParameters, type GetNetworkReturnType } from '../getters/getNetwork.js'
export { getModalState, watchModalState, type GetModalStateReturnType } from '../getters/getModalState.js'
export { getRouter, watchRouter, type GetRouterReturnType } from '../getters/getRouter.js'
export {
  getConnectors,
  watchConnectors,
  type ConnectorItem,
  type GetConnectorsParameters,
  type GetConnectorsReturnType,
} from '../getters/getConnectors.js'
export {
  getConnectorGroups,
  watchConnectorGroups,
  connectorGroupId,
  type ConnectorGroup,
  type GetConnectorGroupsParameters,
  type GetConnectorGroupsReturnType,
} from '../getters/getConnectorGroups.js'
export { getConnections, watchConnections, type GetConnectionsReturnType } from '../getters/getConnections.js'
export { getPairing, watchPairing, type GetPairingReturnType } from '../getters/getPairing.js'
export { getToasts, watchToasts, type GetToastsReturnType } from '../getters/getToasts.js'
export { getTheme, watchTheme, type GetThemeReturnType } from '../getters/getTheme.js'
export {
  getI18n,
  getLocale,
  watchI18n,
  watchLocale,
  type GetI18nReturnType,
  type GetLocaleReturnType,
} from '../getters/getLocale.js'
export { getWalletInfo, watchWalletInfo, type GetWalletInfoReturnType } from '../getters/getWalletInfo.js'
export { getWalletProvider, watchWalletProvider, type GetWalletProviderReturnType } from '../getters/getWalletProvider.js'
export { getEvent, watchEvent, subscribeEvents, type GetEventReturnType } from '../getters/getEvent.js'
export { getRpcUrls } from '../getters/getRpcUrls.js'
export { getOnRamp, watchOnRamp, type GetOnRampReturnType } from '../getters/getOnRamp.js'
export { fetchOnRampOptions } from '../actions/fetchOnRampOptions.js'
export { updateOnRamp, type UpdateOnRampParameters } from '../actions/updateOnRamp.js'
export { fetchOnRampQuote } from '../actions/fetchOnRampQuote.js'
export { startOnRampPurchase, type StartOnRampPurchaseParameters } from '../actions/startOnRampPurchase.js'
export { watchOnRampPurchase, onRampPollLimits } from '../actions/watchOnRampPurchase.js'
export { resetOnRamp } from '../actions/resetOnRamp.js'
export { getSwap, watchSwap, type GetSwapReturnType } from '../getters/getSwap.js'
export { startSwap, type StartSwapParameters } from '../actions/startSwap.js'
export { fetchSwapTokens } from '../actions/fetchSwapTokens.js'
export { updateSwap, swapQuoteDebounceMs, type UpdateSwapParameters } from '../actions/updateSwap.js'
export { fetchSwapQuote } from '../actions/fetchSwapQuote.js'
export { flipSwap } from '../actions/flipSwap.js'
export { approveSwap } from '../actions/approveSwap.js'
export { submitSwap, swapNeedsApproval } from '../actions/submitSwap.js'
export { applySlippage, formatSwapAmount, toSmallestUnit } from '../swap/swapAmounts.js'
export { swapTokenBalance } from '../swap/swapTokenBalance.js'
export {
  type SwapState,
  type SwapToken,
  type SwapQuote,
  type SwapStatus,
  type SwapErrorCode,
  type SwapPresets,
  swapNativeAddress,
  defaultSwapSlippage,
} from '../state/swap.js'
export { getSwapTokens, type GetSwapTokensParameters, type GetSwapTokensReturnType } from '../api/getSwapTokens.js'
export { getSwapQuote, type GetSwapQuoteParameters, type GetSwapQuoteReturnType } from '../api/getSwapQuote.js'
export { getSwapAllowance, type GetSwapAllowanceParameters } from '../api/getSwapAllowance.js'
export { getSwapGasPrice, type GetSwapGasPriceParameters } from '../api/getSwapGasPrice.js'
export { buildSwapApprove, type BuildSwapApproveParameters } from '../api/buildSwapApprove.js'
export { buildSwapTransaction, type BuildSwapTransactionParameters } from '../api/buildSwapTransaction.js'
export { onRampLimits, validateOnRampAmount, type OnRampLimits } from '../onramp/onRampLimits.js'
export type {
  OnRampState,
  OnRampProvider,
  OnRampQuote,
  OnRampPurchase,
  OnRampPaymentMethod,
  OnRampPaymentCurrency,
  OnRampPurchaseCurrency,
} from '../state/onramp.js'
export type { WatchParameters } from '../utils/select.js'

export type { AccountState, AccountStatus, AccountType } from '../state/chains.js'
export type { Connection, ConnectionStatus, Pairing } from '../state/connections.js'
export type { KitEvent, KitEventName } from '../state/events.js'
export type { View, RouterData } from '../state/router.js'
export { views, isView } from '../state/views.js'
export { UnknownViewError, type UnknownViewErrorType } from '../errors/router.js'
export type {
  AppKitAccount,
  AppKitOpenOptions,
  AppKitState,
  AppKitWalletInfo,
  KitAccount,
  KitInstanceMethods,
} from '../instance/types.js'
export { toAppKitAccount, defaultAccountType } from '../instance/toAppKitAccount.js'
export { mapThemeVariables, type W3mThemeVariables } from '../options/w3mThemeVariables.js'
export { isConnectorEnabled } from '../actions/setConnectors.js'
export { type CustomWallet, customWalletSchema, themeVariablesSchema } from '../createKitOptions.js'
export type { Toast, ToastVariant } from '../state/snack.js'
export type { ThemeMode, ThemeVariables } from '../state/theme.js'
export { type I18nState, type Locale, locales, rtlLocales } from '../state/i18n.js'

export { createStorage, createMemoryBackend, type KitStorage, type StorageBackend } from '../storage/createStorage.js'

export { parseCaipAddress, parseCaipNetworkId, formatCaipAddress, formatCaipNetworkId } from '../utils/caip.js'
export { isEvmAddress, isSolanaAddress } from '../utils/address.js'
export { isValidEmail } from '../utils/email.js'
export { formatUnits, parseUnits } from '../utils/formatUnits.js'

export { defineNetwork } from '../networks/defineNetwork.js'
export { anvil } from '../networks/anvil.js'
export { base } from '../networks/base.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'

export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export { InvalidAddressError, type InvalidAddressErrorType } from '../errors/address.js'
export { AdapterNamespaceMismatchError, type AdapterNamespaceMismatchErrorType } from '../errors/adapter.js'
export { InvalidCallsError, type InvalidCallsErrorType, UnknownCallsIdError, type UnknownCallsIdErrorType } from '../errors/calls.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export {
  BalanceUnavailableError,
  type BalanceUnavailableErrorType,
  ChainMismatchError,
  type ChainMismatchErrorType,
  ChainNotConfiguredError,
  type ChainNotConfiguredErrorType,
  NetworkNamespaceMismatchError,
  type NetworkNamespaceMismatchErrorType,
  SwitchNetworkError,
  type SwitchNetworkErrorType,
} from '../errors/chain.js'
export {
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  ConnectorAccountNotFoundError,
  type ConnectorAccountNotFoundErrorType,
  ConnectorAlreadyConnectedError,
  type ConnectorAlreadyConnectedErrorType,
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  ConnectorUnavailableReconnectingError,
  type ConnectorUnavailableReconnectingErrorType,
  FailedToConnectError,
  type FailedToConnectErrorType,
  ModalClosedError,
  type ModalClosedErrorType,
  MultiWalletNotEnabledError,
  type MultiWalletNotEnabledErrorType,
} from '../errors/connector.js'
export { KitOptionsError, type KitOptionsErrorType } from '../errors/options.js'
export {
  InvalidSlippageError,
  type InvalidSlippageErrorType,
  TransactionRevertedError,
  type TransactionRevertedErrorType,
} from '../errors/swap.js'
export {
  InvalidDecimalNumberError,
  type InvalidDecimalNumberErrorType,
  TooManyDecimalsError,
  type TooManyDecimalsErrorType,
} from '../errors/units.js'
export {
  ProviderDisconnectedError,
  type ProviderDisconnectedErrorType,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnrecognizedChainError,
  type UnrecognizedChainErrorType,
  UnsupportedMethodError,
  type UnsupportedMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletRpcError,
  type WalletRpcErrorType,
  toWalletError,
  walletErrorCodes,
  type WalletErrorType,
} from '../errors/wallet.js'

// Email and social login: the auth connector and the embedded wallet behind the secure frame.
export { authConnectorId, type AuthProvider } from '../auth/authConnector.js'
export {
  defaultSocials,
  type AuthFrameStatus,
  type AuthState,
  type AuthErrorInfo,
  type AuthUser,
  type EmailLoginAction,
  type SocialProvider,
  type UpdateEmailAction,
} from '../auth/authState.js'
export { getAuth, watchAuth, type GetAuthReturnType } from '../auth/getAuth.js'
export {
  getConnectMethods,
  watchConnectMethods,
  type ConnectMethod,
  type GetConnectMethodsReturnType,
} from '../auth/setupAuth.js'
export { openSocialPopup, socialPopupFeatures } from '../auth/openSocialPopup.js'
export {
  connectEmail,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  type ConnectEmailErrorType,
} from '../auth/actions/connectEmail.js'
export { connectEmailDevice } from '../auth/actions/connectEmailDevice.js'
export { abortEmailOtp, connectEmailOtp, type ConnectEmailOtpErrorType } from '../auth/actions/connectEmailOtp.js'
export {
  cancelSocialLogin,
  connectSocial,
  type ConnectSocialParameters,
  type ConnectSocialErrorType,
} from '../auth/actions/connectSocial.js'
export { connectFarcaster, getFarcasterUri, type GetFarcasterUriReturnType } from '../auth/actions/connectFarcaster.js'
export {
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  type UpdateEmailErrorType,
} from '../auth/actions/updateEmail.js'
export { abortAuthRequests, focusAuthFrame, preloadAuth, setAuthFrameRect } from '../auth/actions/authFrame.js'
export {
  setPreferredAccountType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeErrorTypes,
} from '../auth/actions/setPreferredAccountType.js'
export {
  SetPreferredAccountTypeError,
  type SetPreferredAccountTypeErrorType,
  SmartAccountNotEnabledError,
  type SmartAccountNotEnabledErrorType,
} from '../errors/smartAccount.js'
export type { FrameRect } from '../auth/frameTransport.js'
export { getAlerts, watchAlerts, dismissAlert, type GetAlertsReturnType } from '../getters/getAlerts.js'
export type { Alert, AlertCode } from '../state/alerts.js'
export { alertMessages } from '../state/pushAlert.js'
export {
  AuthConnectorNotFoundError,
  type AuthConnectorNotFoundErrorType,
  EmailCooldownError,
  type EmailCooldownErrorType,
  FarcasterConnectionError,
  type FarcasterConnectionErrorType,
  FrameAbortedError,
  type FrameAbortedErrorType,
  FrameLoadError,
  type FrameLoadErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  InvalidEmailError,
  type InvalidEmailErrorType,
  NotConnectedToAuthError,
  type NotConnectedToAuthErrorType,
  PopupClosedError,
  type PopupClosedErrorType,
  SocialConnectionInitError,
  type SocialConnectionInitErrorType,
} from '../errors/auth.js'

// Kit API (apps/api): stateless clients, one per endpoint (STYLE 8.3), and the slices that cache them.
export {
  createApiClient,
  defaultSdkType,
  defaultSdkVersion,
  type ApiClient,
  type CreateApiClientParameters,
  type FetchFn,
} from '../api/createApiClient.js'
export { apiRequest, apiUrl, type Query as ApiQuery, type RequestOptions as ApiRequestOptions } from '../api/request.js'
export {
  getWallets,
  type ApiWallet,
  type GetWalletsParameters,
  type GetWalletsReturnType,
} from '../api/getWallets.js'
export { getImageUrl, type ApiImageKind } from '../api/getImageUrl.js'
export {
  getBalance,
  type ApiBalance,
  type GetBalanceParameters as GetAccountBalanceParameters,
  type GetBalanceReturnType as GetAccountBalanceReturnType,
} from '../api/getBalance.js'
export {
  getFungiblePrice,
  nativeTokenAddress,
  type GetFungiblePriceParameters,
  type GetFungiblePriceReturnType,
} from '../api/getFungiblePrice.js'
export { getIdentity, type GetIdentityParameters, type GetIdentityReturnType } from '../api/getIdentity.js'
export {
  getHistory,
  type ApiTransaction,
  type ApiTransfer,
  type GetHistoryParameters,
  type GetHistoryReturnType,
} from '../api/getHistory.js'
export { getNfts, type ApiNft, type GetNftsParameters, type GetNftsReturnType } from '../api/getNfts.js'
export { getConfig, type RemoteFeature, type GetConfigReturnType } from '../api/getConfig.js'
export { getOrigins, type GetOriginsReturnType } from '../api/getOrigins.js'
export { getAnalyticsConfig, type GetAnalyticsConfigReturnType } from '../api/getAnalyticsConfig.js'
export { sendEvent, type AnalyticsEventBody, type SendEventParameters, type SendEventReturnType } from '../api/sendEvent.js'
export { getSupportedChains, type GetSupportedChainsReturnType } from '../api/getSupportedChains.js'
export { analyticsLimits } from '../api/startAnalytics.js'
export {
  ApiRequestError,
  type ApiRequestErrorType,
  type ApiRequestErrorKind,
} from '../errors/api.js'
export { fetchPortfolio, tokenBalanceUnavailable, type FetchPortfolioParameters } from '../actions/fetchPortfolio.js'
export { fetchNfts, type FetchNftsParameters } from '../actions/fetchNfts.js'
export {
  fetchTransactions,
  transactionsFailed,
  transactionsNeedAccount,
  type FetchTransactionsParameters,
} from '../actions/fetchTransactions.js'
export { fetchIdentity, type FetchIdentityParameters } from '../actions/fetchIdentity.js'
export { checkNameAvailability, type CheckNameAvailabilityParameters, type CheckNameAvailabilityReturnType } from '../actions/checkNameAvailability.js'
export { fetchNameSuggestions, type FetchNameSuggestionsParameters } from '../actions/fetchNameSuggestions.js'
export { registerName, type RegisterNameParameters } from '../actions/registerName.js'
export { getNameRegistration, watchNameRegistration, type GetNameRegistrationReturnType } from '../getters/getNameRegistration.js'
export { NameError, type NameErrorType } from '../errors/names.js'
export type { ProfileName } from '../api/profileNames.js'
export { nameProblem, DEFAULT_NAME_SUFFIX } from '../names/nameRules.js'
export { fetchRemoteConfig } from '../actions/fetchRemoteConfig.js'
export { invalidateAccountData } from '../actions/invalidateAccountData.js'
export { getTokenBalances, watchTokenBalances, type GetTokenBalancesReturnType } from '../getters/getTokenBalances.js'
export { getAccountNfts, watchAccountNfts, type GetAccountNftsReturnType } from '../getters/getAccountNfts.js'
export {
  getTransactions,
  watchTransactions,
  groupTransactions,
  isShownTransaction,
  type GetTransactionsReturnType,
  type TransactionGroup,
} from '../getters/getTransactions.js'
export { getFeatures, watchFeatures, resolveFeatures, type GetFeaturesReturnType } from '../getters/getFeatures.js'
export type { ApiErrorInfo, FetchStatus } from '../state/portfolio.js'
export { portfolioLimits } from '../state/portfolio.js'
export { identityLimits } from '../state/identity.js'

// Send (WalletSend → select token → preview → confirmation) and the wallet catalogue (Connect, AllWallets).
export type { SendState, SendStatus, SendToken } from '../state/send.js'
export { getSend, watchSend, type GetSendReturnType } from '../getters/getSend.js'
export {
  getSendTokens,
  watchSendTokens,
  type GetSendTokensParameters,
  type GetSendTokensReturnType,
} from '../getters/getSendTokens.js'
export {
  validateSend,
  validateCurrentSend,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  type ValidateSendErrorType,
} from '../actions/validateSend.js'
export {
  sendToken,
  type SendTokenParameters,
  type SendTokenReturnType,
  type SendTokenErrorType,
} from '../actions/sendToken.js'
export { startSend, findSendToken, type StartSendParameters } from '../actions/startSend.js'
export { updateSend, type UpdateSendParameters } from '../actions/updateSend.js'
export { clearSend } from '../actions/clearSend.js'
export { submitSend } from '../actions/submitSend.js'
export { openSend, type OpenSendParameters, type OpenSendReturnType, type OpenSendErrorType } from '../actions/openSend.js'
export { refreshAfterSend, refreshAfterSendDelays, type RefreshAfterSendParameters } from '../actions/refreshAfterSend.js'
export type { PrepareTokenTransferParameters, PrepareTokenTransferReturnType } from '../adapters/contract.js'
export type { AdapterTokenBalance, SendTokenTransferParameters } from '../adapters/contract.js'
export type { WaitForTransactionParameters, WaitForTransactionReturnType } from '../adapters/contract.js'
export {
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  InvalidAmountError,
  type InvalidAmountErrorType,
  SendParametersRequiredError,
  type SendParametersRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from '../errors/send.js'
export {
  type CatalogueWallet,
  type CatalogueStatus,
  type WalletsState,
  excludeInstalledWallets,
  walletCatalogueLimits,
} from '../state/wallets.js'
export { getWalletCatalogue, watchWalletCatalogue, type GetWalletCatalogueReturnType } from '../getters/getWalletCatalogue.js'
export { fetchRecommendedWallets, type FetchRecommendedWalletsParameters } from '../actions/fetchRecommendedWallets.js'
export { fetchWallets, walletsFailed, type FetchWalletsParameters } from '../actions/fetchWallets.js'
export { searchWallets, type SearchWalletsParameters } from '../actions/searchWallets.js'

// Sign in with the wallet (SIWX): configurations, actions, state.
export type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/types.js'
export { kitSiwx, type KitSiwxParameters } from '../siwx/kitSiwx.js'
export { localSiwx, type LocalSiwxParameters } from '../siwx/localSiwx.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
export { signIn, SIWX_ERROR_MESSAGE, type SignInErrorType } from '../actions/signIn.js'
export { cancelSignIn } from '../actions/cancelSignIn.js'
export { getSiwx, watchSiwx, type GetSiwxReturnType } from '../getters/getSiwx.js'
export { loadSiwxConfig as getSiwxConfig } from '../siwx/loadSiwxConfig.js'
export type { SiwxStatus, SiwxSessionSnapshot } from '../state/siwx.js'
export {
  NoActiveCaipAddressError,
  type NoActiveCaipAddressErrorType,
  SiwxMessageError,
  type SiwxMessageErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxSessionError,
  type SiwxSessionErrorType,
} from '../siwx/siwxErrors.js'

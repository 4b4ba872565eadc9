// Public API of @kit/core: named exports only (docs/contributing.md, "Packages and exports").

export { abortConnect } from '../actions/abortConnect.js'
export { approveSwap } from '../actions/approveSwap.js'
export { cancelSignIn } from '../actions/cancelSignIn.js'
export { type CheckNameAvailabilityParameters, type CheckNameAvailabilityReturnType, checkNameAvailability } from '../actions/checkNameAvailability.js'
export { clearSend } from '../actions/clearSend.js'
export { close } from '../actions/close.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  connectWallet,
} from '../actions/connectWallet.js'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
export { emitEvent } from '../actions/emitEvent.js'
export { type FetchBalanceParameters, fetchBalance } from '../actions/fetchBalance.js'
export { type FetchIdentityParameters, type FetchIdentityReturnType, fetchIdentity } from '../actions/fetchIdentity.js'
export { type FetchNameSuggestionsParameters, fetchNameSuggestions } from '../actions/fetchNameSuggestions.js'
export { type FetchNftsParameters, fetchNfts } from '../actions/fetchNfts.js'
export { fetchOnRampOptions } from '../actions/fetchOnRampOptions.js'
export { fetchOnRampQuote } from '../actions/fetchOnRampQuote.js'
export { type FetchPortfolioParameters, fetchPortfolio, tokenBalanceUnavailable } from '../actions/fetchPortfolio.js'
export { type FetchProfileNameParameters, fetchProfileName } from '../actions/fetchProfileName.js'
export { type FetchRecommendedWalletsParameters, fetchRecommendedWallets } from '../actions/fetchRecommendedWallets.js'
export { fetchRemoteConfig } from '../actions/fetchRemoteConfig.js'
export { fetchSwapQuote } from '../actions/fetchSwapQuote.js'
export { fetchSwapTokens } from '../actions/fetchSwapTokens.js'
export {
  type FetchTransactionsParameters,
  fetchTransactions,
  transactionsFailed,
  transactionsNeedAccount,
} from '../actions/fetchTransactions.js'
export { type FetchWalletsParameters, fetchWallets, walletsFailed } from '../actions/fetchWallets.js'
export { flipSwap } from '../actions/flipSwap.js'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/getCapabilities.js'
export { getReconnectFlow, type ReconnectFlow } from '../actions/getReconnectFlow.js'
export { invalidateAccountData } from '../actions/invalidateAccountData.js'
export { goBack, navigate, shakeModal } from '../actions/navigate.js'
export { type OpenParameters, open, resolveOpenView } from '../actions/open.js'
export { type OpenSendErrorType, type OpenSendParameters, type OpenSendReturnType, openSend } from '../actions/openSend.js'
export { type PrefetchOnOpen, preloadOpen } from '../actions/preloadOpen.js'
export { type PrepareConnectorParameters, prepareConnector } from '../actions/prepareConnector.js'
export { reconnect } from '../actions/reconnect.js'
export { type RefreshAfterSendParameters, refreshAfterSend, refreshAfterSendDelays } from '../actions/refreshAfterSend.js'
export { type RegisterNameParameters, registerName } from '../actions/registerName.js'
export { type RequireMultiWalletErrorType, requireMultiWallet } from '../actions/requireMultiWallet.js'
export { resetOnRamp } from '../actions/resetOnRamp.js'
export { type SearchWalletsParameters, searchWallets } from '../actions/searchWallets.js'
export { type SendCallsErrorType, type SendCallsParameters, type SendCallsReturnType, sendCalls } from '../actions/sendCalls.js'
export {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.js'
export { isConnectorEnabled } from '../actions/setConnectors.js'
export {
  type SetLocaleMessagesParameters,
  type SetLocaleParameters,
  setLocale,
  setLocaleMessages,
} from '../actions/setLocale.js'
export { setThemeMode, setThemeVariables } from '../actions/setTheme.js'
export { type ShowCallsStatusErrorType, type ShowCallsStatusParameters, showCallsStatus } from '../actions/showCallsStatus.js'
export { dismissToast, type ShowToastParameters, showToast } from '../actions/showToast.js'
export { SIWX_ERROR_MESSAGE, type SignInErrorType, signIn } from '../actions/signIn.js'
export { type StartOnRampPurchaseParameters, startOnRampPurchase } from '../actions/startOnRampPurchase.js'
export { findSendToken, type StartSendParameters, startSend } from '../actions/startSend.js'
export { type StartSwapParameters, startSwap } from '../actions/startSwap.js'
export { submitSend } from '../actions/submitSend.js'
export { submitSwap, swapNeedsApproval } from '../actions/submitSwap.js'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  switchConnection,
} from '../actions/switchConnection.js'
export { type SwitchNetworkErrorTypes, type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
export { type UpdateOnRampParameters, updateOnRamp } from '../actions/updateOnRamp.js'
export { type UpdateSendParameters, updateSend } from '../actions/updateSend.js'
export { swapQuoteDebounceMs, type UpdateSwapParameters, updateSwap } from '../actions/updateSwap.js'
export { maxCallsPerBatch, type ValidateCallsParameters, validateCalls } from '../actions/validateCalls.js'
export {
  type ValidateSendErrorType,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  validateCurrentSend,
  validateSend,
} from '../actions/validateSend.js'
export {
  type SendTransactionParameters,
  type SignMessageParameters,
  sendTransaction,
  signMessage,
  type WalletRequestErrorType,
} from '../actions/walletRequests.js'
export { onRampPollLimits, watchOnRampPurchase } from '../actions/watchOnRampPurchase.js'
export type { Call, CallsReceipt, CallsStatus, WalletCapabilities, WalletCapabilitiesRecord } from '../adapters/calls.js'
export type {
  Adapter,
  AdapterContext,
  AdapterInstance,
  AdapterTokenBalance,
  AuthConnectorBridge,
  Connector,
  ConnectorConnectParameters,
  ConnectorConnectReturnType,
  ConnectorEvent,
  ConnectorPairing,
  ConnectorSendCallsParameters,
  ConnectorType,
  GetBalanceParameters,
  GetBalanceReturnType,
  PrepareTokenTransferParameters,
  PrepareTokenTransferReturnType,
  SendTokenTransferParameters,
  SendTransactionParameters as ConnectorSendTransactionParameters,
  SignedMessageResult,
  WaitForTransactionParameters,
  WaitForTransactionReturnType,
} from '../adapters/contract.js'
export { type LazyAdapterParameters, lazyAdapter } from '../adapters/lazyAdapter.js'
export { type MockAdapterParameters, type MockConnector, mockAdapter } from '../adapters/mockAdapter.js'
export type {
  UniversalProvider,
  UniversalProviderConnectParameters,
  UniversalProviderNamespace,
  UniversalProviderSession,
  UniversalRequestArguments,
} from '../adapters/universalProvider.js'
export { type BuildSwapApproveParameters, buildSwapApprove } from '../api/buildSwapApprove.js'
export { type BuildSwapTransactionParameters, buildSwapTransaction } from '../api/buildSwapTransaction.js'
// Kit API (apps/api): stateless clients, one per endpoint (docs/contributing.md, "State: one kit, slices and actions"), and the slices that cache them.
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
  defaultSdkType,
  defaultSdkVersion,
  type FetchFn,
} from '../api/createApiClient.js'
export { type GetAnalyticsConfigReturnType, getAnalyticsConfig } from '../api/getAnalyticsConfig.js'
export {
  type ApiBalance,
  type GetBalanceParameters as GetAccountBalanceParameters,
  type GetBalanceReturnType as GetAccountBalanceReturnType,
  getBalance,
} from '../api/getBalance.js'
export { type GetConfigReturnType, getConfig, type RemoteFeature } from '../api/getConfig.js'
export {
  type GetFungiblePriceParameters,
  type GetFungiblePriceReturnType,
  getFungiblePrice,
  nativeTokenAddress,
} from '../api/getFungiblePrice.js'
export {
  type ApiTransaction,
  type ApiTransfer,
  type GetHistoryParameters,
  type GetHistoryReturnType,
  getHistory,
} from '../api/getHistory.js'
export { type GetIdentityParameters, type GetIdentityReturnType, getIdentity } from '../api/getIdentity.js'
export { type ApiImageKind, getImageUrl } from '../api/getImageUrl.js'
export { getLogoUrl, type LogoKind } from '../api/getLogoUrl.js'
export { type ApiNft, type GetNftsParameters, type GetNftsReturnType, getNfts } from '../api/getNfts.js'
export { type GetOriginsReturnType, getOrigins } from '../api/getOrigins.js'
export { type GetSupportedChainsReturnType, getSupportedChains } from '../api/getSupportedChains.js'
export { type GetSwapAllowanceParameters, getSwapAllowance } from '../api/getSwapAllowance.js'
export { type GetSwapGasPriceParameters, getSwapGasPrice } from '../api/getSwapGasPrice.js'
export { type GetSwapQuoteParameters, type GetSwapQuoteReturnType, getSwapQuote } from '../api/getSwapQuote.js'
export { type GetSwapTokensParameters, type GetSwapTokensReturnType, getSwapTokens } from '../api/getSwapTokens.js'
export {
  type ApiWallet,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../api/getWallets.js'
export type { ProfileName } from '../api/profileNames.js'
export { apiRequest, apiUrl, type Query as ApiQuery, type RequestOptions as ApiRequestOptions } from '../api/request.js'
export { type AnalyticsEventBody, type SendEventParameters, type SendEventReturnType, sendEvent } from '../api/sendEvent.js'
export { analyticsLimits } from '../api/startAnalytics.js'
export { abortAuthRequests, focusAuthFrame, preloadAuth, setAuthFrameRect } from '../auth/actions/authFrame.js'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../auth/actions/connectEmail.js'
export { connectEmailDevice } from '../auth/actions/connectEmailDevice.js'
export { abortEmailOtp, type ConnectEmailOtpErrorType, connectEmailOtp } from '../auth/actions/connectEmailOtp.js'
export { connectFarcaster, type GetFarcasterUriReturnType, getFarcasterUri } from '../auth/actions/connectFarcaster.js'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  cancelSocialLogin,
  connectSocial,
} from '../auth/actions/connectSocial.js'
export {
  type SetPreferredAccountTypeErrorTypes,
  type SetPreferredAccountTypeParameters,
  setPreferredAccountType,
} from '../auth/actions/setPreferredAccountType.js'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
} from '../auth/actions/updateEmail.js'
// Email and social login: the auth connector and the embedded wallet behind the secure frame.
export { authConnectorId } from '../auth/authConnector.js'
export type { AuthProvider } from '../auth/authProvider.js'
export {
  type AuthErrorInfo,
  type AuthFrameStatus,
  type AuthState,
  type AuthUser,
  defaultSocials,
  type EmailLoginAction,
  type SocialProvider,
  type UpdateEmailAction,
} from '../auth/authState.js'
export type { FrameRect } from '../auth/frameTransport.js'
export { type GetAuthReturnType, getAuth, watchAuth } from '../auth/getAuth.js'
export { openSocialPopup, socialPopupFeatures } from '../auth/openSocialPopup.js'
export {
  type ConnectMethod,
  type GetConnectMethodsReturnType,
  getConnectMethods,
  watchConnectMethods,
} from '../auth/setupAuth.js'
export { type CreateKitErrorType, type CreateKitParameters, type CreateKitReturnType, createKit } from '../createKit.js'
export {
  type CreateKitOptions,
  type CustomWallet,
  caipNetworkSchema,
  customWalletSchema,
  type ResolvedKitOptions,
  themeVariablesSchema,
  type WalletFeature,
  walletFeatures,
} from '../createKitOptions.js'
export { createNeutralKit } from '../createNeutralKit.js'
export { AdapterNamespaceMismatchError, type AdapterNamespaceMismatchErrorType } from '../errors/adapter.js'
export { InvalidAddressError, type InvalidAddressErrorType } from '../errors/address.js'
export {
  ApiRequestError,
  type ApiRequestErrorKind,
  type ApiRequestErrorType,
} from '../errors/api.js'
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
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export { InvalidCallsError, type InvalidCallsErrorType, UnknownCallsIdError, type UnknownCallsIdErrorType } from '../errors/calls.js'
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
export { InvalidChainIdError, type InvalidChainIdErrorType, NameError, type NameErrorType } from '../errors/names.js'
export { KitOptionsError, type KitOptionsErrorType } from '../errors/options.js'
export { UnknownViewError, type UnknownViewErrorType } from '../errors/router.js'
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
  SetPreferredAccountTypeError,
  type SetPreferredAccountTypeErrorType,
  SmartAccountNotEnabledError,
  type SmartAccountNotEnabledErrorType,
} from '../errors/smartAccount.js'
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
  toWalletError,
  UnauthorizedProviderError,
  type UnauthorizedProviderErrorType,
  UnrecognizedChainError,
  type UnrecognizedChainErrorType,
  UnsupportedMethodError,
  type UnsupportedMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  type WalletErrorType,
  WalletRpcError,
  type WalletRpcErrorType,
  walletErrorCodes,
} from '../errors/wallet.js'
export { InvalidWalletConnectUriError, type InvalidWalletConnectUriErrorType } from '../errors/walletConnectUri.js'
export { type GetAccountParameters, type GetAccountReturnType, getAccount, watchAccount } from '../getters/getAccount.js'
export { type GetAccountNftsReturnType, getAccountNfts, watchAccountNfts } from '../getters/getAccountNfts.js'
export { dismissAlert, type GetAlertsReturnType, getAlerts, watchAlerts } from '../getters/getAlerts.js'
export { type GetConnectionsReturnType, getConnections, watchConnections } from '../getters/getConnections.js'
export {
  type ConnectorGroup,
  connectorGroupId,
  type GetConnectorGroupsParameters,
  type GetConnectorGroupsReturnType,
  getConnectorGroups,
  watchConnectorGroups,
} from '../getters/getConnectorGroups.js'
export {
  type ConnectorItem,
  type GetConnectorsParameters,
  type GetConnectorsReturnType,
  getConnectors,
  watchConnectors,
} from '../getters/getConnectors.js'
export { type GetEventReturnType, getEvent, subscribeEvents, watchEvent } from '../getters/getEvent.js'
export { type GetFeaturesReturnType, getFeatures, resolveFeatures, watchFeatures } from '../getters/getFeatures.js'
export {
  type GetI18nReturnType,
  type GetLocaleReturnType,
  getI18n,
  getLocale,
  watchI18n,
  watchLocale,
} from '../getters/getLocale.js'
export { getNetworkImage, getSocialImage, getTokenImage, getWalletImage } from '../getters/getLogos.js'
export { type GetModalStateReturnType, getModalState, watchModalState } from '../getters/getModalState.js'
export { type GetNameRegistrationReturnType, getNameRegistration, watchNameRegistration } from '../getters/getNameRegistration.js'
export { type GetNetworkParameters, type GetNetworkReturnType, getNetwork, watchNetwork } from '../getters/getNetwork.js'
export { type GetOnRampReturnType, getOnRamp, watchOnRamp } from '../getters/getOnRamp.js'
export { type GetPairingReturnType, getPairing, watchPairing } from '../getters/getPairing.js'
export { type GetRouterReturnType, getRouter, watchRouter } from '../getters/getRouter.js'
export { getRpcUrls } from '../getters/getRpcUrls.js'
export { type GetSendReturnType, getSend, watchSend } from '../getters/getSend.js'
export {
  type GetSendTokensParameters,
  type GetSendTokensReturnType,
  getSendTokens,
  watchSendTokens,
} from '../getters/getSendTokens.js'
export { type GetSiwxReturnType, getSiwx, watchSiwx } from '../getters/getSiwx.js'
export { type GetSwapReturnType, getSwap, watchSwap } from '../getters/getSwap.js'
export { type GetThemeReturnType, getTheme, watchTheme } from '../getters/getTheme.js'
export { type GetToastsReturnType, getToasts, watchToasts } from '../getters/getToasts.js'
export { type GetTokenBalancesReturnType, getTokenBalances, watchTokenBalances } from '../getters/getTokenBalances.js'
export {
  type GetTransactionsReturnType,
  getTransactions,
  groupTransactions,
  isShownTransaction,
  type TransactionGroup,
  watchTransactions,
} from '../getters/getTransactions.js'
export { type GetWalletCatalogueReturnType, getWalletCatalogue, watchWalletCatalogue } from '../getters/getWalletCatalogue.js'
export { type GetWalletInfoReturnType, getWalletInfo, watchWalletInfo } from '../getters/getWalletInfo.js'
export { type GetWalletProviderReturnType, getWalletProvider, watchWalletProvider } from '../getters/getWalletProvider.js'
export { toAppKitAccount } from '../instance/toAppKitAccount.js'
export type {
  AppKitAccount,
  AppKitOpenOptions,
  AppKitState,
  AppKitWalletInfo,
  KitAccount,
  KitInstanceMethods,
} from '../instance/types.js'
export type { Kit, KitEnvironment, KitRuntime, KitState } from '../kit.js'
export { DEFAULT_NAME_SUFFIX, nameProblem } from '../names/nameRules.js'
export { anvil } from '../networks/anvil.js'
export { base } from '../networks/base.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'
export { defineNetwork } from '../networks/defineNetwork.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
export { type OnRampLimits, onRampLimits, validateOnRampAmount } from '../onramp/onRampLimits.js'
export {
  type ConnectorKind,
  connectorKind,
  connectorKinds,
  resolveConnectorTypeOrder,
} from '../options/connectorTypeOrder.js'
export { mapThemeVariables, type W3mThemeVariables } from '../options/w3mThemeVariables.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { type KitSiwxParameters, kitSiwx } from '../siwx/kitSiwx.js'
export { loadSiwxConfig as getSiwxConfig } from '../siwx/loadSiwxConfig.js'
export { type LocalSiwxParameters, localSiwx } from '../siwx/localSiwx.js'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
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
// Sign in with the wallet (SIWX): configurations, actions, state.
export type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/types.js'
export type { Alert, AlertCode } from '../state/alerts.js'
export type { AccountState, AccountStatus, AccountType } from '../state/chains.js'
export type { Connection, ConnectionStatus, Pairing } from '../state/connections.js'
export type { ConnectPlatform, KitEvent, KitEventName, KitEventProperties } from '../state/events.js'
export { type I18nState, type Locale, locales, rtlLocales } from '../state/i18n.js'
export { identityLimits } from '../state/identity.js'
export type {
  OnRampPaymentCurrency,
  OnRampPaymentMethod,
  OnRampProvider,
  OnRampPurchase,
  OnRampPurchaseCurrency,
  OnRampQuote,
  OnRampState,
} from '../state/onramp.js'
export type { ApiErrorInfo, FetchStatus } from '../state/portfolio.js'
export { portfolioLimits } from '../state/portfolio.js'
export { alertMessages } from '../state/pushAlert.js'
export type { RouterData, View } from '../state/router.js'
// Send (WalletSend → select token → preview → confirmation) and the wallet catalogue (Connect, AllWallets).
export type { SendState, SendStatus, SendToken } from '../state/send.js'
export type { SiwxSessionSnapshot, SiwxStatus } from '../state/siwx.js'
export type { Toast, ToastVariant } from '../state/snack.js'
export {
  defaultSwapSlippage,
  type SwapErrorCode,
  type SwapPresets,
  type SwapQuote,
  type SwapState,
  type SwapStatus,
  type SwapToken,
  swapNativeAddress,
} from '../state/swap.js'
export type { ThemeMode, ThemeVariables } from '../state/theme.js'
export { isView, views } from '../state/views.js'
export {
  type CatalogueStatus,
  type CatalogueWallet,
  excludeInstalledWallets,
  type WalletsState,
  walletCatalogueLimits,
} from '../state/wallets.js'
export { createMemoryBackend, createStorage, type KitStorage, type StorageBackend } from '../storage/createStorage.js'
export { applySlippage, formatSwapAmount, toSmallestUnit } from '../swap/swapAmounts.js'
export { swapTokenBalance } from '../swap/swapTokenBalance.js'
export type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
export { isEvmAddress, isSolanaAddress } from '../utils/address.js'
export { afterNextFrame } from '../utils/afterNextFrame.js'
export { formatCaipAddress, formatCaipNetworkId, parseCaipAddress, parseCaipNetworkId } from '../utils/caip.js'
export { defaultAccountType } from '../utils/defaultAccountType.js'
export { eip155WalletConnectMethods } from '../utils/eip155WalletConnectMethods.js'
export { isValidEmail } from '../utils/email.js'
export { formatUnits, parseUnits } from '../utils/formatUnits.js'
export type { WatchParameters } from '../utils/select.js'
export { type WalletIdParameters, walletId } from '../utils/walletId.js'

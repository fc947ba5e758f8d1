// What only a host calls: the shell, or a tab's standalone page, which plays the shell for one tab. Tabs use
// '@companion/shared-state'; ESLint keeps them out of here (docs/contract.md).
//
// The stores below are the very stores of the tab entry, with their writes. This entry is shared as a singleton
// like the tab entry (config/rspack.app.js) and only the host's build ever loads it, so its modules are the
// host's, and the host's copy of shared-state is the one every tab gets.
//
// What needs web3.js or the wallet adapter is at '@companion/shared-state/host/wallet', so neither the sign-in
// screen nor the signed-in screen's first frames wait for it; what they read from the chain is a plain
// JSON-RPC call (./chain/).
export { applyConfig, loadConfig } from './loadConfig';
export { fetchConfigJson } from './fetchConfig';
export { provideGameApi, startSession, resumeStoredSession } from './session';
export { endSession } from './endSession';
export { beginSessionReads } from './sessionStart';
export { FIRST_READS_KEY, MAX_FIRST_READS } from './firstReads';
export { BEGUN_READS_GLOBAL } from '../api/begunReads';
export { useLiveSession } from './useLiveSession';
export { loadGlobalBalances } from './chain/globalBalances';
export { beginGlobalRead } from './chain/begunGlobalRead';
export { FAILED_TO_FETCH_BALANCES } from './inGameFunds';
export {
  signInWithSolanaSignIn,
  SIGN_MESSAGE_FAILED,
  type SignInAnswer,
  type WalletSignIn,
} from './signInWithSolana';
export { provideLinkOpener, type LinkOpener } from '../links';
export { runtimeConfigSchema, remoteConfigSchema, type BuildFiles } from '../config';
export { useConfigStore } from '../configStore';
export { checkContract, parseSemver, type ContractCheck, type Semver } from '../contract/compatibility';
export { useServices } from '../services';
export { useLoginStore, SESSION_STORAGE_KEY, type LoginState, type LoginActions } from '../stores/loginStore';
export { useHeaderStore, type HeaderState, type HeaderActions } from '../stores/headerStore';
export { useNftStore, type NftState } from '../stores/nftStore';
export { useBalanceReadStore, type BalanceReadState } from '../stores/balanceReadStore';
export {
  useSessionExpiryStore,
  noteSessionExpiry,
  watchSessionExpiry,
  SESSION_EXPIRY_STORAGE_KEY,
} from '../stores/sessionExpiry';
export { notificationsSocketUrl } from '../stores/notificationsUrl';
export { createNotificationSocket, parseNotification, setNotificationSocket } from '../socket';
export type { NotificationSocketOptions, WebSocketLike, WebSocketConstructor } from '../socket';
export { createGameApi, type GameApiOptions } from '../api';
export {
  useGoodNewsStore,
  GOOD_NEWS_STORAGE_KEY,
  type GoodNews,
  type GoodNewsState,
} from '../stores/goodNewsStore';
export { watchGoodNews, GOOD_NEWS_RECENT_MS, type GoodNewsWatch } from './goodNews/watchGoodNews';

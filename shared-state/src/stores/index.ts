export {
  useHeaderStore,
  DEFAULT_TITLE,
  type HeaderState,
  type HeaderFields,
  type HeaderActions,
} from './headerStore';
export { type TokenBalance, type WalletBalances, type HeaderTokens } from './headerTokens';
export { useHeaderOptions, type HeaderOptions } from './useHeaderOptions';
export { Layout } from './layout';
export {
  useLoginStore,
  SESSION_STORAGE_KEY,
  type LoginState,
  type LoginFields,
  type LoginActions,
} from './loginStore';
export { notificationsSocketUrl } from './notificationsUrl';
export { useNftStore, type NftState, type NftLoadStatus, type NftsByCollection } from './nftStore';
export { loadNfts } from './loadNfts';
export { useUsdPrices } from './useUsdPrices';
export {
  useUsdPriceStore,
  readUsdPrices,
  keepUsdPricesFresh,
  PRICE_REFRESH_MS,
  PRICE_KEPT_MS,
  type UsdPriceFields,
  type UsdPriceStatus,
} from './usdPriceStore';

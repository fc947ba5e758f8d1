export { isWalletDecline, DECLINED_IN_WALLET } from './isWalletDecline';
export { chainErrorMessage, CHAIN_ERROR_FALLBACK } from './chainErrorMessage';

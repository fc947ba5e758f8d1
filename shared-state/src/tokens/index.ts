export { WalletType } from './walletType';
export { TokenType } from './tokenType';
export { TOKENS, type TokenInfo } from './tokenTable';
export {
  WALLET_TOKENS,
  isWalletToken,
  type WalletTokenType,
  type InGameTokenType,
  type GlobalTokenType,
} from './walletContents';
export { TICKET_IDS, TICKET_ID_ALIASES, tokenTypeForInGameMint, mintFor, type TokenMints } from './mints';
export { toBaseUnits, fromBaseUnits } from './amounts';
export {
  parseAmountInput,
  maxAmountInput,
  type AmountInput,
  type AmountInputRules,
} from './parseAmountInput';

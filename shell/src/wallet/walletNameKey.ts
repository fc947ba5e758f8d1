/** The key the chosen wallet's name is stored under (docs/product-rules.md, "Constants"). */
export const WALLET_NAME_KEY = 'walletName';

export { truncateDecimals } from './truncateDecimals';
export { shortPublicKey } from './shortPublicKey';
export { formatDuration, formatHoursMinutes } from './duration';
export { ordinal } from './ordinal';
export { formatDate, formatDateTime24 } from './dates';
export { groupDigits } from './groupDigits';
export { formatUsd, formatPrice } from './usd';
export { balanceUsd, amountUsdLine, NO_USD_PRICE, USD_UNKNOWN, type BalanceUsd } from './balanceUsd';

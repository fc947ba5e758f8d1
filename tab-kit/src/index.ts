// The tab kit: what every tab builds its page from (docs/tab-kit.md). One copy at run time, shared by the
// shell like shared-state; it imports shared-state and libraries, never the shell or a tab.
// This entry loads no web3.js and no wallet adapter (test/mainEntry.test.ts), so a tab that moves no value
// runs before the wallet layer has loaded; what needs them is the wallet entry, `@companion/tab-kit/wallet`.
import './kit.css';

export { Card } from './blocks/Card';
export { Section } from './blocks/Section';
export { Skeleton, Placeholder, EmptyState, ErrorState } from './blocks/states';
export { playerMessage } from './errors/playerMessage';
export {
  useGameData,
  useGameRead,
  type GameData,
  type GameDataView,
  type GameDataOptions,
} from './data/useGameData';
export { gameRead, startReadsWithSession, STARTED_READ_MAX_AGE_MS, type GameRead } from './data/startedReads';
export { LastVisitNote } from './lastVisit/LastVisitNote';
export { updatedAgo } from './lastVisit/updatedAgo';
export { useLastVisitBalance } from './lastVisit/lastVisitBalances';
export { useLastVisitValue } from './lastVisit/useLastVisitValue';
export {
  LAST_VISIT_STORAGE_KEY,
  LAST_VISIT_MAX_AGE_MS,
  LAST_VISIT_MAX_CHARS,
  type LastAnswer,
} from './lastVisit/lastVisitStorage';
export { Amount } from './amount/Amount';
export { formatAmount, formatPercent, REWARD_DECIMALS } from './format/numbers';
export { unitName, amountText } from './format/units';
export { formatTimeLeft, formatMoment } from './format/time';
export { AmountField } from './amount/AmountField';
export { ConfirmSheet, type ConfirmFact } from './dialogs/ConfirmSheet';
export { BottomSheet } from './dialogs/BottomSheet';
export { useFocusTrap } from './dialogs/useFocusTrap';
export { Meter } from './progress/Meter';
export { TimeChart, type TimeChartProps } from './charts/TimeChart';
export { chartSummary, chartDay, percentChange, type ChartPoint } from './charts/chartSummary';
export { newIdempotencyKey } from './requests/idempotencyKey';
export { RetryKeys, answerLost } from './requests/retryKeys';
export { useInGameBalance, useKnownInGameBalance, type InGameToken } from './balances/useInGameBalance';
export {
  useGlobalBalance,
  useChainUnknown,
  useChainBack,
  type GlobalToken,
} from './balances/useGlobalBalance';
export {
  LOADING_BALANCE_TEXT,
  UnknownBalance,
  UNKNOWN_BALANCE_TEXT,
  unknownSentence,
} from './balances/UnknownBalance';
export {
  LOADING_IN_GAME_TEXT,
  UNKNOWN_IN_GAME_TEXT,
  unknownBalanceText,
  useInGameNotKnown,
  useWalletRead,
  useWalletUnknown,
} from './balances/walletUnknown';
export { InGameNotKnown } from './balances/InGameNotKnown';
// The transaction helper itself needs web3.js and the wallet adapter: it is the wallet entry's (./wallet.ts).
export {
  WALLET_TIMEOUT_MS,
  BUSY_MESSAGE,
  TIMEOUT_MESSAGE,
  CANCELLED_MESSAGE,
  MAYBE_BOOKED_MESSAGE,
} from './transactions/messages';
export { PendingTransactionBar } from './transactions/PendingTransactionBar';
export { useBlockAction, type BlockAction } from './actions/useBlockAction';
export { ActionStatus } from './actions/ActionStatus';
export { ActionError } from './actions/ActionError';
export {
  transactionLock,
  TRANSACTION_STATUS_TEXT,
  type PendingTransaction,
  type TransactionStatus,
} from './transactions/transactionLock';
export { useNow } from './time/useNow';
export { useGameNow } from './time/useGameNow';
export { Countdown } from './time/Countdown';
export { explorerUrl } from './links/explorerUrl';
export { ExplorerLink } from './links/ExplorerLink';
// The pieces of the contract the kit's users need most, so one import serves a page.
export {
  notify,
  isWalletDecline,
  DECLINED_IN_WALLET,
  chainErrorMessage,
  parseAmountInput,
  maxAmountInput,
  groupDigits,
} from '@companion/shared-state';

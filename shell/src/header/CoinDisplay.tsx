import { memo, useState } from 'react';
import {
  TokenType,
  WalletType,
  balanceUsd,
  groupDigits,
  truncateDecimals,
  useHeaderStore,
  useUsdPrices,
} from '@companion/shared-state';
import {
  Placeholder,
  updatedAgo,
  useLastVisitBalance,
  useNow,
  useWalletRead,
  useWalletUnknown,
} from '@companion/tab-kit';
import { useUsdChoice } from './usdChoice';

const SHOWN = [TokenType.DFL, TokenType.GOLDY] as const;

/** The header coin's amount: truncated to 1 decimal without rounding, then grouped ("1,234,567.8"). */
export function coinAmountText(amount: string | undefined): string {
  return groupDigits(truncateDecimals(amount ?? '0', 1));
}

/**
 * Toggles between the DFL and GOLDY amount of the selected wallet. The ticker is written out next to the
 * amount, and the button's name says both the balance and what pressing it does. With USD on (UsdToggle),
 * the balance's value in USD follows it, in the button's name too: "$130.00", "No USD price" (GOLDY), "USD
 * unknown" (the prices could not be read), nothing while they are read; prices are read only while USD is on.
 * memo: the header renders again when its title changes (each tab switch); this part shows none of it.
 */
export const CoinDisplay = memo(function CoinDisplay() {
  const [index, setIndex] = useState(0);
  const tokenType = SHOWN[index] ?? TokenType.DFL;
  const entry = useHeaderStore((s) => s.tokens[s.selectedWallet][tokenType]);
  const next = SHOWN[(index + 1) % SHOWN.length];
  // A balance the chain or the game could not give is unknown, never 0 (docs/product-rules.md, "Balances").
  const wallet = useHeaderStore((s) => s.selectedWallet);
  const globalShown = wallet === WalletType.GLOBAL;
  const unknown = useWalletUnknown(wallet);
  // Until this visit reads the wallet, the last visit's figure, marked (docs/tab-kit.md, "The last visit's answers").
  const kept = useLastVisitBalance(wallet, tokenType);
  const shownKept = !unknown && kept !== null;
  const exact = shownKept ? kept.data : (entry?.amount ?? '0');
  const amount = unknown ? 'Unknown' : coinAmountText(exact);
  // Not read yet, with nothing kept from the last visit: no figure (the store's zero is not the player's), and
  // no value in USD either.
  const notRead = useWalletRead(wallet) === 'loading' && !shownKept && !unknown;
  const showUsd = useUsdChoice((s) => s.showUsd) && !unknown && !notRead;
  const prices = useUsdPrices(showUsd);
  const usd = showUsd && prices !== undefined ? balanceUsd(exact, tokenType, prices).text : null;
  // The name holds what the button shows, in the order shown (the amount, then its value in USD).
  const balanceName = usd ? `Balance ${amount} ${tokenType}, ${usd}` : `${amount} ${tokenType} balance`;
  return (
    <button
      type="button"
      className="coin-display"
      onClick={() => setIndex((i) => (i + 1) % SHOWN.length)}
      aria-label={
        unknown
          ? `Unknown ${tokenType} balance: the ${globalShown ? 'chain cannot be read' : 'game cannot be reached'} right now, show ${next}`
          : notRead
            ? `${tokenType} balance loading, show ${next}`
            : shownKept
              ? `${balanceName}, ${keptNote(kept.savedAt)}, show ${next}`
              : `${balanceName}, show ${next}`
      }
      data-testid="coin-display"
      data-token={tokenType}
      data-last-visit={shownKept ? '' : undefined}
    >
      <img src={entry?.icon} alt="" width={20} height={20} />
      <span className="coin-display__amount" data-testid="coin-amount">
        {notRead ? <Placeholder width="2.5em" /> : amount}
      </span>{' '}
      <span className="coin-display__ticker">{tokenType}</span>
      {usd && (
        <>
          {' '}
          <span className="coin-display__usd" data-testid="coin-usd">
            {usd}
          </span>
        </>
      )}
      {shownKept && <KeptMark savedAt={kept.savedAt} />}
    </button>
  );
});

const keptNote = (savedAt: number) => `${updatedAgo(savedAt, Date.now()).toLowerCase()}, refreshing`;

/** The figure is the last visit's: a small "refreshing" mark, its age said in the button's name and title. */
function KeptMark({ savedAt }: { savedAt: number }) {
  const now = useNow(30_000);
  return (
    <span className="kit-refreshing" data-testid="coin-kept" title={updatedAgo(savedAt, now)}>
      refreshing
    </span>
  );
}

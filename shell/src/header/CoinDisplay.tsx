import { useState } from 'react';
import { TokenType, truncateDecimals, useHeaderStore } from '@companion/shared-state';

const SHOWN = [TokenType.DFL, TokenType.GOLDY] as const;

/** Toggles between the DFL and GOLDY amount of the selected wallet, truncated to 1 decimal. */
export function CoinDisplay() {
  const [index, setIndex] = useState(0);
  const tokenType = SHOWN[index] ?? TokenType.DFL;
  const entry = useHeaderStore((s) => s.tokens[s.selectedWallet][tokenType]);
  const next = SHOWN[(index + 1) % SHOWN.length];
  return (
    <button
      type="button"
      className="coin-display"
      onClick={() => setIndex((i) => (i + 1) % SHOWN.length)}
      aria-label={`${tokenType} balance, show ${next}`}
      data-testid="coin-display"
    >
      <img src={entry?.icon} alt={tokenType} width={20} height={20} />
      <span className="coin-display__amount" data-testid="coin-amount">
        {truncateDecimals(entry?.amount ?? '0', 1)}
      </span>
    </button>
  );
}

import { useNavigate } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state';
import { CoinDisplay } from './CoinDisplay';
import { WalletSwitch } from './WalletSwitch';

export const ADD_LP_PATH = '/staking/add-lp';

/** The logged-in header: coins, wallet switch, title and the optional buttons a tab asks for. */
export function Header() {
  const navigate = useNavigate();
  const title = useHeaderStore((s) => s.title);
  const hasBack = useHeaderStore((s) => s.hasBack);
  const hasFilter = useHeaderStore((s) => s.hasFilter);
  const hasLp = useHeaderStore((s) => s.hasLp);
  const incrementFilterClickCount = useHeaderStore((s) => s.incrementFilterClickCount);
  return (
    <header className="header">
      <div className="header__row">
        <CoinDisplay />
        <WalletSwitch />
      </div>
      <div className="header__row header__row--title">
        {hasBack && (
          <button type="button" className="icon-button" aria-label="Back" onClick={() => navigate(-1)}>
            ‹
          </button>
        )}
        <h1 className="header__title">{title.toUpperCase()}</h1>
        {hasFilter && (
          <button
            type="button"
            className="icon-button"
            aria-label="Filter"
            onClick={incrementFilterClickCount}
          >
            ⚲
          </button>
        )}
        {hasLp && (
          <button
            type="button"
            className="icon-button"
            aria-label="Add liquidity"
            onClick={() => navigate(ADD_LP_PATH)}
          >
            +
          </button>
        )}
      </div>
    </header>
  );
}

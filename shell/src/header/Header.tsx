import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state/host';
import { CoinDisplay } from './CoinDisplay';
import { WalletSwitch } from './WalletSwitch';
import { AccountMenu } from '../account/AccountMenu';
import { isFirstAppPage, parentPath } from './backTarget';
import { useTakeFocus } from '../focus/useTakeFocus';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export const ADD_LP_PATH = '/staking/add-lp';

/** The logged-in header: coins, wallet switch, title and the optional buttons a tab asks for. */
export function Header() {
  const navigate = useNavigate();
  const location = useLocation();
  const title = useHeaderStore((s) => s.title);
  const hasBack = useHeaderStore((s) => s.hasBack);
  const hasFilter = useHeaderStore((s) => s.hasFilter);
  const hasLp = useHeaderStore((s) => s.hasLp);
  const incrementFilterClickCount = useHeaderStore((s) => s.incrementFilterClickCount);
  const heading = useRef<HTMLHeadingElement>(null);
  // Signed in, the sign-in screen's controls are gone: the page title takes focus, not the page body.
  useTakeFocus(heading);
  useDocumentTitle(title);
  return (
    <header className="header">
      <div className="header__row header__row--top">
        <CoinDisplay />
        <AccountMenu />
      </div>
      <WalletSwitch />
      <div className="header__row header__row--title">
        {hasBack && (
          <button
            type="button"
            className="icon-button"
            aria-label="Back"
            onClick={() =>
              // Back goes back in history, but never out of the app: with no earlier page of its own,
              // it goes up to the tab's main page instead.
              isFirstAppPage(location.key)
                ? navigate(parentPath(location.pathname), { replace: true })
                : navigate(-1)
            }
          >
            ‹
          </button>
        )}
        <h1 className="header__title" tabIndex={-1} ref={heading}>
          {title.toUpperCase()}
        </h1>
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

import { memo, useRef } from 'react';
import { useHeaderStore } from '@companion/shared-state/host';
import { CoinDisplay } from './CoinDisplay';
import { UsdToggle } from './UsdToggle';
import { WalletSwitch } from './WalletSwitch';
import { AccountMenu } from '../account/AccountMenu';
import { AddLiquidityButton, BackButton, FilterButton } from './HeaderButtons';
import './filterBadge.css';
import { useTakeFocus } from '../focus/useTakeFocus';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/**
 * The logged-in header: coins, wallet switch, title and the optional buttons a tab asks for. It renders when
 * what it shows changes, not on every navigation of the app around it (docs/performance.md, "Opened tabs stay
 * mounted").
 */
export const Header = memo(function Header() {
  const title = useHeaderStore((s) => s.title);
  const hasBack = useHeaderStore((s) => s.hasBack);
  const hasFilter = useHeaderStore((s) => s.hasFilter);
  const hasLp = useHeaderStore((s) => s.hasLp);
  const heading = useRef<HTMLHeadingElement>(null);
  // Signed in, the sign-in screen's controls are gone: the page title takes focus, not the page body.
  useTakeFocus(heading);
  useDocumentTitle(title);
  return (
    <header className="header">
      <div className="header__row header__row--top">
        <CoinDisplay />
        <UsdToggle />
        <AccountMenu />
      </div>
      <WalletSwitch />
      <div className="header__row header__row--title">
        {hasBack && <BackButton />}
        <h1 className="header__title" tabIndex={-1} ref={heading}>
          {title.toUpperCase()}
        </h1>
        {hasFilter && <FilterButton />}
        {hasLp && <AddLiquidityButton />}
      </div>
    </header>
  );
});

import { memo } from 'react';
import { useUsdChoice } from './usdChoice';
import './usd.css';

/**
 * Turns the coin's value in USD on and off: a toggle button (pressed while on), the choice kept on this
 * device. memo: the header renders again on each title change; this part shows none of it.
 */
export const UsdToggle = memo(function UsdToggle() {
  const showUsd = useUsdChoice((s) => s.showUsd);
  const toggleUsd = useUsdChoice((s) => s.toggleUsd);
  return (
    <button
      type="button"
      className="usd-toggle"
      aria-pressed={showUsd}
      aria-label="Show USD values"
      onClick={toggleUsd}
    >
      USD
    </button>
  );
});

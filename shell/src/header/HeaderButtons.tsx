import { useLocation, useNavigate } from 'react-router-dom';
import { useHeaderStore } from '@companion/shared-state/host';
import { isFirstAppPage, parentPath } from './backTarget';

export const ADD_LP_PATH = '/staking/add-lp';
const FILTER_COUNT_ID = 'header-filter-count';

/**
 * Back goes back in history, but never out of the app: with no earlier page of its own, it goes up to the
 * tab's main page instead. The router's hooks live here, not in the header, so that a navigation renders
 * this button and not the whole header (docs/performance.md, "Opened tabs stay mounted").
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Back"
      onClick={() =>
        isFirstAppPage(location.key)
          ? navigate(parentPath(location.pathname), { replace: true })
          : navigate(-1)
      }
    >
      ‹
    </button>
  );
}

/**
 * Adds one to the filter click count (the page opens its filters); a badge shows how many filters the page
 * has on, when any (docs/product-rules.md, "Header").
 */
export function FilterButton() {
  const onClick = useHeaderStore((s) => s.incrementFilterClickCount);
  const count = useHeaderStore((s) => s.activeFilterCount);
  // The badge sits beside the button, over its corner: the button's only text stays its icon, so its name
  // ("Filter") holds all it shows, and the count is its description.
  return (
    <span className="filter-button">
      <button
        type="button"
        className="icon-button"
        aria-label="Filter"
        aria-describedby={count > 0 ? FILTER_COUNT_ID : undefined}
        onClick={onClick}
      >
        ⚲
      </button>
      {count > 0 && (
        <>
          <span className="filter-button__badge" aria-hidden="true">
            {count}
          </span>
          <span id={FILTER_COUNT_ID} className="visually-hidden">
            {count === 1 ? '1 filter on' : `${count} filters on`}
          </span>
        </>
      )}
    </span>
  );
}

/** Opens staking's add-liquidity page. */
export function AddLiquidityButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Add liquidity"
      onClick={() => navigate(ADD_LP_PATH)}
    >
      +
    </button>
  );
}

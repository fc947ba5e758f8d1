import { useLocation, useNavigate } from 'react-router-dom';
import { isFirstAppPage, parentPath } from './backTarget';

export const ADD_LP_PATH = '/staking/add-lp';

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

import { TOKENS, formatDate, formatPrice, formatUsd } from '@companion/shared-state';
import { amountText, Card, ErrorState, Placeholder, Skeleton, type GameDataView } from '@companion/tab-kit';
import type { Portfolio, PortfolioPart } from '../api/homeApi';
import { ValueChartDetails } from './CardCharts';

const PART_LABELS: Readonly<Record<PortfolioPart['part'], string>> = {
  inGame: 'In game',
  wallet: 'Wallet',
  staked: 'Staked',
  pool: 'Pool',
};

const PARTS = Object.keys(PART_LABELS) as PortfolioPart['part'][];

/** The player's total in USD, split in game / wallet / staked / pool, with what is not counted and why. */
export function PortfolioCard({ view, retry }: { view: GameDataView<Portfolio>; retry: () => void }) {
  return (
    <Card title="Portfolio" className="home-portfolio">
      {view.status === 'loading' && (
        <Skeleton label="Loading your portfolio">
          <PortfolioShape />
        </Skeleton>
      )}
      {view.status === 'error' && <ErrorState what="Your portfolio" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <PortfolioBody portfolio={view.data} />}
      <ValueChartDetails />
    </Card>
  );
}

/**
 * The total, the four parts and the prices' link as they will stand, with nothing in them yet; the note on what
 * is not counted keeps its usual two lines (a player's starting GOLDY and tickets have no USD price).
 */
function PortfolioShape() {
  return (
    <>
      <p className="home-portfolio__total">
        <span className="home-portfolio__label">Total</span>
        <span className="kit-number home-portfolio__usd">
          <Placeholder width="4em" />
        </span>
      </p>
      <p className="home-portfolio__note">
        <Placeholder width="100%" />
        <br />
        <Placeholder width="60%" />
      </p>
      <dl className="home-portfolio__parts">
        {PARTS.map((part) => (
          <div key={part} className="home-portfolio__part">
            <dt>{PART_LABELS[part]}</dt>
            <dd className="kit-number">
              <Placeholder width="3.5em" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="home-portfolio__prices-pending">How prices are set</p>
    </>
  );
}

function PortfolioBody({ portfolio }: { portfolio: Portfolio }) {
  const unpriced = portfolio.unpriced.map(({ token, amount }) => amountText(amount, TOKENS[token].label));
  return (
    <>
      <p className="home-portfolio__total">
        <span className="home-portfolio__label">Total</span>
        <span className="kit-number home-portfolio__usd" data-testid="portfolio-total">
          {portfolio.usd === null ? 'Unknown' : formatUsd(portfolio.usd)}
        </span>
      </p>
      {unpriced.length > 0 && (
        <p className="home-portfolio__note">Not in the total (no USD price): {unpriced.join(', ')}</p>
      )}
      <dl className="home-portfolio__parts">
        {portfolio.parts.map((part) => (
          <div key={part.part} className="home-portfolio__part">
            <dt>{PART_LABELS[part.part]}</dt>
            <dd className="kit-number">{part.usd === null ? 'Unknown' : formatUsd(part.usd)}</dd>
            {part.error && <dd className="home-portfolio__error">{part.error}</dd>}
          </div>
        ))}
      </dl>
      <PriceDetails prices={portfolio.prices} />
    </>
  );
}

/** Each token's price and where it comes from, folded away: the figures behind the total. */
function PriceDetails({ prices }: { prices: Portfolio['prices'] }) {
  return (
    <details className="home-portfolio__prices">
      <summary>How prices are set</summary>
      <ul>
        {prices.prices.map((price) => (
          <li key={price.token}>
            <span className="home-portfolio__price-token">{TOKENS[price.token].label}</span>{' '}
            {price.usd === null ? price.note : `${formatPrice(price.usd)}${SOURCE_TEXT[price.source]}`}
          </li>
        ))}
      </ul>
      <p className="home-portfolio__read">
        Prices read <time dateTime={prices.readAt}>{formatDate(prices.readAt)}</time>
      </p>
    </details>
  );
}

const SOURCE_TEXT: Readonly<Record<Portfolio['prices']['prices'][number]['source'], string>> = {
  pool: " from the game's DFL/USDC pool",
  peg: ', counted at one dollar',
  shop: " at the game's shop price",
  none: '',
};

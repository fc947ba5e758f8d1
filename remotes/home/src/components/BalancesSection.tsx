import { Fragment } from 'react';
import {
  WALLET_TOKENS,
  WalletType,
  balanceUsd,
  useHeaderStore,
  type BalanceRead,
  type HeaderTokens,
  type TokenBalance,
  type TokenType,
} from '@companion/shared-state';
import {
  Card,
  formatAmount,
  Placeholder,
  Skeleton,
  UnknownBalance,
  unknownBalanceText,
  useWalletRead,
} from '@companion/tab-kit';
import type { PriceList } from '../api/homeApi';
import { NEXT_STEPS } from '../lib/nextSteps';
import { EmptyWithAction } from './EmptyWithAction';

/** Same names as the header's wallet switch. */
const WALLETS = [
  { type: WalletType.IN_GAME, label: 'In Game Wallet' },
  { type: WalletType.GLOBAL, label: 'Global Wallet' },
] as const;

/** The game's prices: loading (undefined), could not be read (null), or read. */
export type HomePrices = PriceList | null | undefined;

/** A wallet's balances in display order (docs/product-rules.md, "Wallets and tokens"). */
function balancesOf(tokens: HeaderTokens, walletType: WalletType): [TokenType, TokenBalance][] {
  const wallet: Partial<Record<TokenType, TokenBalance>> = tokens[walletType];
  const order: readonly TokenType[] = WALLET_TOKENS[walletType];
  return order.flatMap((tokenType) => {
    const entry = wallet[tokenType];
    return entry ? [[tokenType, entry] as [TokenType, TokenBalance]] : [];
  });
}

/** Both wallets' balances with their USD value, the one selected in the header marked. */
export function BalancesSection({ prices }: { prices?: HomePrices }) {
  const tokens = useHeaderStore((s) => s.tokens);
  const selected = useHeaderStore((s) => s.selectedWallet);
  const read = {
    [WalletType.IN_GAME]: useWalletRead(WalletType.IN_GAME),
    [WalletType.GLOBAL]: useWalletRead(WalletType.GLOBAL),
  };
  return (
    <div className="home-wallets">
      {WALLETS.map(({ type, label }) => (
        <WalletCard
          key={type}
          label={label}
          // Said only of balances read from the chain, never of the zeros before the first read.
          emptyWallet={type === WalletType.GLOBAL && read[type] === 'known'}
          selected={type === selected}
          balances={balancesOf(tokens, type)}
          prices={prices}
          read={read[type]}
          unknownText={unknownBalanceText(type)}
        />
      ))}
    </div>
  );
}

function WalletCard({
  label,
  emptyWallet,
  selected,
  balances,
  prices,
  read,
  unknownText,
}: {
  label: string;
  /** Whether to say so, with the way to Receive, when every balance is 0. */
  emptyWallet: boolean;
  selected: boolean;
  balances: [TokenType, TokenBalance][];
  prices: HomePrices;
  /**
   * Whether the wallet was read: while loading, no figure is shown (the store's zeros are not the player's);
   * unknown, no figure is a fact (docs/product-rules.md, "Balances").
   */
  read: BalanceRead;
  /** Why the balances are unknown: the chain or the game cannot be reached. */
  unknownText: string;
}) {
  const loading = read === 'loading';
  const unknown = read === 'unknown';
  const list = (
    <dl className="home-wallet__list">
      {balances.map(([tokenType, entry]) => (
        <div key={entry.token} className="home-wallet__row">
          <dt className="home-wallet__token">
            <img src={entry.icon} alt="" width={18} height={18} />
            {entry.token}
          </dt>
          <dd className="home-wallet__amount kit-number">
            {loading ? (
              <Placeholder width="4em" />
            ) : unknown ? (
              'Unknown'
            ) : (
              <BreaksBetweenGroups text={formatAmount(entry.amount)} />
            )}
          </dd>
          {!unknown &&
            (loading || prices === undefined ? (
              // The balance or the prices are on their way: the row keeps the line their value will take.
              <dd className="home-wallet__usd">
                <Placeholder width="3.5em" />
              </dd>
            ) : (
              <UsdValue amount={entry.amount} tokenType={tokenType} prices={prices} />
            ))}
        </div>
      ))}
    </dl>
  );
  return (
    <Card
      title={label}
      className={selected ? 'home-wallet home-wallet--selected' : 'home-wallet'}
      current={selected}
    >
      {loading ? <Skeleton label={`Loading your ${label}`}>{list}</Skeleton> : list}
      {unknown && (
        <p className="home-wallet__unknown">
          <UnknownBalance text={unknownText} />
        </p>
      )}
      {emptyWallet && balances.every(([, entry]) => entry.amountRaw === 0) && (
        <EmptyWithAction next={NEXT_STEPS.receive}>Your wallet is empty.</EmptyWithAction>
      )}
    </Card>
  );
}

/** The balance's value in USD beside it: a figure, "No USD price" or "USD unknown", never a made-up $0.00. */
function UsdValue({
  amount,
  tokenType,
  prices,
}: {
  amount: string;
  tokenType: TokenType;
  prices: PriceList | null;
}) {
  const usd = balanceUsd(amount, tokenType, prices);
  return <dd className={`home-wallet__usd home-wallet__usd--${usd.kind}`}>{usd.text}</dd>;
}

/** "123,456,789.98765" may wrap after a comma on a narrow screen, never inside a group of digits. */
function BreaksBetweenGroups({ text }: { text: string }) {
  const groups = text.split(',');
  return groups.map((group, index) => (
    <Fragment key={index}>
      {group}
      {index < groups.length - 1 && (
        <>
          ,<wbr />
        </>
      )}
    </Fragment>
  ));
}

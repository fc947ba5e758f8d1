import {
  WALLET_TOKENS,
  WalletType,
  useHeaderStore,
  type HeaderTokens,
  type TokenBalance,
  type TokenType,
} from '@companion/shared-state';
import { Card } from '@companion/tab-kit';

/** Same names as the header's wallet switch. */
const WALLETS = [
  { type: WalletType.IN_GAME, label: 'In Game Wallet' },
  { type: WalletType.GLOBAL, label: 'Global Wallet' },
] as const;

/** A wallet's balances in display order (docs/product-rules.md, "Wallets and tokens"). */
function balancesOf(tokens: HeaderTokens, walletType: WalletType): TokenBalance[] {
  const wallet: Partial<Record<TokenType, TokenBalance>> = tokens[walletType];
  const order: readonly TokenType[] = WALLET_TOKENS[walletType];
  return order.flatMap((tokenType) => wallet[tokenType] ?? []);
}

/** Both wallets' balances, the one selected in the header marked. */
export function BalancesSection() {
  const tokens = useHeaderStore((s) => s.tokens);
  const selected = useHeaderStore((s) => s.selectedWallet);
  return (
    <div className="home-wallets">
      {WALLETS.map(({ type, label }) => (
        <WalletCard
          key={type}
          label={label}
          selected={type === selected}
          balances={balancesOf(tokens, type)}
        />
      ))}
    </div>
  );
}

function WalletCard({
  label,
  selected,
  balances,
}: {
  label: string;
  selected: boolean;
  balances: TokenBalance[];
}) {
  return (
    <Card
      title={label}
      className={selected ? 'home-wallet home-wallet--selected' : 'home-wallet'}
      current={selected}
    >
      <dl className="home-wallet__list">
        {balances.map((entry) => (
          <div key={entry.token} className="home-wallet__row">
            <dt className="home-wallet__token">
              <img src={entry.icon} alt="" width={18} height={18} />
              {entry.token}
            </dt>
            <dd className="home-wallet__amount">{entry.amount}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

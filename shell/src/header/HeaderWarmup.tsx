import { TokenType, useHeaderStore } from '@companion/shared-state';

/**
 * The signed-in header prepared unseen while the sign-in calls run (docs/performance.md, "Sign-in round
 * trip"): its text styles laid out, its coin's icon fetched.
 *
 * The browser's first layout of text in a font family, size and weight it has not used yet looks the font
 * up, and the header uses five such styles at once: done here, during the wait for the game server, that
 * work is off the frame that shows the header once the token is in. The icon the coin shows first (DFL of
 * the selected wallet) would otherwise be requested by that frame and appear a round trip after the
 * amount; fetched here, the page has it when the header renders.
 *
 * The classes are the header's own (Header, CoinDisplay, WalletSwitch, AccountMenu), so its styles stay the
 * one source. Hidden with `visibility` (laid out, not painted), which `display: none` would skip; out of
 * the accessibility tree and of the focus order. The text is a sample, not the product's words, so nothing
 * that looks for those on the page finds it.
 */
export function HeaderWarmup() {
  const icon = useHeaderStore((s) => s.tokens[s.selectedWallet][TokenType.DFL]?.icon);
  return (
    <div className="header-warmup" aria-hidden="true" inert>
      <span className="coin-display">
        {icon && <img src={icon} alt="" width={20} height={20} />}
        <span className="coin-display__amount">0.0</span> <span className="coin-display__ticker">Aa</span>
      </span>
      <span className="account__key">0000…0000</span> <span className="account__network">Aa</span>
      <span className="wallet-switch__option">Aa</span>
      <span className="header__title header-warmup__title">AA</span>
    </div>
  );
}

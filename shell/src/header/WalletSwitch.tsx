import { memo } from 'react';
import { WalletType } from '@companion/shared-state';
import { useHeaderStore } from '@companion/shared-state/host';

const OPTIONS = [
  { value: WalletType.IN_GAME, label: 'In Game Wallet' },
  { value: WalletType.GLOBAL, label: 'Global Wallet' },
] as const;

/**
 * The two-way switch between the in-game and the global wallet.
 * memo: the header renders again when its title changes (each tab switch); this part shows none of it.
 */
export const WalletSwitch = memo(function WalletSwitch() {
  const selected = useHeaderStore((s) => s.selectedWallet);
  const setSelectedWallet = useHeaderStore((s) => s.setSelectedWallet);
  return (
    <div className="wallet-switch" role="group" aria-label="Wallet">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={
            selected === option.value
              ? 'wallet-switch__option wallet-switch__option--on'
              : 'wallet-switch__option'
          }
          aria-pressed={selected === option.value}
          onClick={() => setSelectedWallet(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
});

import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletType } from '@companion/shared-state';
import { useHeaderStore } from '@companion/shared-state/host';
import { BottomSheet, Meter, newIdempotencyKey, useInGameBalance } from '../src';

describe('BottomSheet', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Filter
        </button>
        {open && (
          <BottomSheet title="Filter NFTs" onClose={() => setOpen(false)}>
            <label>
              Rarity <select aria-label="Rarity" />
            </label>
            <button type="button" onClick={() => setOpen(false)}>
              Done
            </button>
          </BottomSheet>
        )}
      </>
    );
  }

  test('is a named modal dialog: focus moves to its first control, stays inside, returns to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Filter' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filter NFTs' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rarity' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Meter', () => {
  test('a named meter with its figure; values beyond the range are clamped', () => {
    render(
      <>
        <Meter label="HP" value={60} max={100} tone="hp" />
        <Meter label="Energy" value={12.7} max={10} />
      </>,
    );
    const hp = screen.getByRole('meter', { name: 'HP' });
    expect(hp.getAttribute('aria-valuenow')).toBe('60');
    expect(hp.getAttribute('aria-valuetext')).toBe('60 / 100');
    expect((hp.firstChild as HTMLElement).style.width).toBe('60%');
    const energy = screen.getByRole('meter', { name: 'Energy' });
    expect(energy.getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('10 / 10')).toBeTruthy();
  });
});

describe('requests and balances', () => {
  test('each idempotency key is new, and long enough for the game API', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  test('useInGameBalance reads the header balance in base units and follows it', () => {
    const { result } = renderHook(() => useInGameBalance('GOLDY'));
    expect(result.current).toBe(0n);
    act(() => useHeaderStore.getState().setTokenBalance(WalletType.IN_GAME, 'GOLDY', { amount: '12.5' }));
    expect(result.current).toBe(12_500_000_000n);
  });
});

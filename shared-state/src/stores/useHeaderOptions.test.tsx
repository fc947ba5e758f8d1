import { render, renderHook } from '@testing-library/react';
import { useHeaderStore } from './headerStore';
import { useHeaderOptions, type HeaderOptions } from './useHeaderOptions';

const header = () => {
  const { title, hasBack, hasFilter, hasLp } = useHeaderStore.getState();
  return { title, hasBack, hasFilter, hasLp };
};

beforeEach(() => useHeaderStore.getState().resetHeader());

describe('useHeaderOptions', () => {
  it('sets the title and the buttons a page asks for on mount, the others off', () => {
    useHeaderStore.getState().setHasFilter(true);
    const { unmount } = renderHook(() => useHeaderOptions({ title: 'Add Liquidity', hasBack: true }));
    expect(header()).toEqual({ title: 'Add Liquidity', hasBack: true, hasFilter: false, hasLp: false });
    unmount();
  });

  it('resets the title to Home and the buttons off on unmount', () => {
    const { unmount } = renderHook(() =>
      useHeaderOptions({ title: 'Staking', hasBack: true, hasFilter: true, hasLp: true }),
    );
    expect(header()).toEqual({ title: 'Staking', hasBack: true, hasFilter: true, hasLp: true });
    unmount();
    expect(header()).toEqual({ title: 'Home', hasBack: false, hasFilter: false, hasLp: false });
  });

  it('follows changed options', () => {
    const { rerender, unmount } = renderHook<void, HeaderOptions>((options) => useHeaderOptions(options), {
      initialProps: { title: 'Inventory', hasFilter: true },
    });
    rerender({ title: 'Cow #12', hasBack: true });
    expect(header()).toEqual({ title: 'Cow #12', hasBack: true, hasFilter: false, hasLp: false });
    unmount();
  });

  it('leaves the arriving page its header when one page replaces another', () => {
    function Page(options: HeaderOptions) {
      useHeaderOptions(options);
      return null;
    }
    const { rerender, unmount } = render(<Page key="inventory" title="Inventory" hasFilter />);
    rerender(<Page key="staking" title="Staking" hasLp />);
    expect(header()).toEqual({ title: 'Staking', hasBack: false, hasFilter: false, hasLp: true });
    unmount();
  });

  it('sets the filter badge from activeFilterCount and takes it away on unmount', () => {
    const { rerender, unmount } = renderHook((props: HeaderOptions) => useHeaderOptions(props), {
      initialProps: { title: 'Inventory', hasFilter: true, activeFilterCount: 2 },
    });
    expect(useHeaderStore.getState().activeFilterCount).toBe(2);
    rerender({ title: 'Inventory', hasFilter: true, activeFilterCount: 1 });
    expect(useHeaderStore.getState().activeFilterCount).toBe(1);
    expect(header()).toEqual({ title: 'Inventory', hasBack: false, hasFilter: true, hasLp: false });
    unmount();
    expect(useHeaderStore.getState().activeFilterCount).toBe(0);
  });

  it('does not touch balances, wallet choice or the filter count', () => {
    useHeaderStore.getState().incrementFilterClickCount();
    useHeaderStore.getState().setSelectedWallet('IN_GAME');
    const tokens = useHeaderStore.getState().tokens;
    const { unmount } = renderHook(() => useHeaderOptions({ title: 'Raffles' }));
    unmount();
    expect(useHeaderStore.getState().filterClickCount).toBe(1);
    expect(useHeaderStore.getState().selectedWallet).toBe('IN_GAME');
    expect(useHeaderStore.getState().tokens).toBe(tokens);
  });
});

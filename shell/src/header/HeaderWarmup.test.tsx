import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Layout, TokenType, WalletType } from '@companion/shared-state';
import { useConfigStore, useHeaderStore, useLoginStore } from '@companion/shared-state/host';
import { loadTestConfig } from '@companion/shared-state/testing';
import { Header } from './Header';
import { HeaderWarmup } from './HeaderWarmup';

const classesIn = (root: Element) =>
  new Set([...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));

/** Its own classes only place and hide it, or give a span the weight of the header's h1. */
const OWN = new Set(['header-warmup', 'header-warmup__title']);

beforeEach(() =>
  act(() => {
    useLoginStore.getState().signOut();
    useHeaderStore.getState().resetHeader();
  }),
);

describe('HeaderWarmup', () => {
  it("lays out the signed-in header's own text classes, every one of them, and nothing of its own beside placing it", () => {
    act(() => {
      useConfigStore.getState().setConfig(loadTestConfig({ cluster: 'localnet' }));
      const login = useLoginStore.getState();
      login.setPublicKey('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
      login.setToken('tok');
      login.setLayout(Layout.LoggedIn);
    });
    const header = render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    ).container;
    const warmup = render(<HeaderWarmup />).container;
    const headerClasses = classesIn(header);
    const warmupClasses = [...classesIn(warmup)].filter((name) => !OWN.has(name));
    for (const name of warmupClasses) expect(headerClasses).toContain(name);
    // The text styles of the header (the title is the h1): each one is warmed.
    for (const name of [
      'coin-display',
      'coin-display__amount',
      'coin-display__ticker',
      'account__key',
      'account__network',
      'wallet-switch__option',
      'header__title',
    ])
      expect(warmupClasses).toContain(name);
  });

  it("fetches the icon the header's coin shows first, the selected wallet's DFL", () => {
    const { container } = render(<HeaderWarmup />);
    const icon = useHeaderStore.getState().tokens[WalletType.GLOBAL][TokenType.DFL]?.icon;
    expect(icon).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(icon);
    act(() => useHeaderStore.getState().setSelectedWallet(WalletType.IN_GAME));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      useHeaderStore.getState().tokens[WalletType.IN_GAME][TokenType.DFL]?.icon,
    );
  });

  it('is hidden from assistive technology and out of the focus order', () => {
    const warmup = render(<HeaderWarmup />).container.firstElementChild!;
    expect(warmup.getAttribute('aria-hidden')).toBe('true');
    expect(warmup.hasAttribute('inert')).toBe(true);
    expect(warmup.querySelector('button, a, input, [tabindex]')).toBeNull();
  });
});

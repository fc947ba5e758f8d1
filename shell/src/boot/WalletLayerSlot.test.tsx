import { act, render } from '@testing-library/react';
import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';
import { loadWalletLayer, useWalletLayer } from './walletLayer';
import { embeddedWalletName } from '../embedded/embeddedMode';
import { WalletLayerSlot } from './WalletLayerSlot';

jest.mock('./walletLayer', () => ({
  loadWalletLayer: jest.fn(async () => ({})),
  useWalletLayer: jest.fn(() => null),
}));
const settled: (() => void)[] = [];
jest.mock('./pageSettled', () => ({
  whenPageSettled: jest.fn((run: () => void) => {
    settled.push(run);
    return () => void settled.splice(settled.indexOf(run), 1);
  }),
}));
const idle: (() => void)[] = [];
jest.mock('@companion/shared-state', () => ({
  ...jest.requireActual('@companion/shared-state'),
  afterPaintWhenIdle: jest.fn((run: () => void) => {
    idle.push(run);
    return () => void idle.splice(idle.indexOf(run), 1);
  }),
}));
jest.mock('../embedded/embeddedMode', () => ({ embeddedWalletName: jest.fn(() => null) }));

const setLayout = (layout: Layout) => act(() => useLoginStore.getState().setLayout(layout));
const run = (queue: (() => void)[]) => act(() => queue.splice(0).forEach((next) => next()));

beforeEach(() => {
  jest.clearAllMocks();
  settled.length = 0;
  idle.length = 0;
  jest.mocked(useWalletLayer).mockReturnValue(null);
  jest.mocked(embeddedWalletName).mockReturnValue(null);
});

describe('WalletLayerSlot', () => {
  it('loads the layer at once on the sign-in screen, whose Sign In is the layer’s', () => {
    setLayout(Layout.LoggedOut);
    render(<WalletLayerSlot />);
    expect(loadWalletLayer).toHaveBeenCalledTimes(1);
    expect(settled).toHaveLength(0);
  });

  it('loads nothing while a sign-in made without it runs', () => {
    setLayout(Layout.Loading);
    render(<WalletLayerSlot />);
    expect(loadWalletLayer).not.toHaveBeenCalled();
    expect(settled).toHaveLength(0);
    expect(idle).toHaveLength(0);
  });

  it('on a signed-in screen: once the page has settled, not before', () => {
    setLayout(Layout.LoggedIn);
    render(<WalletLayerSlot />);
    expect(loadWalletLayer).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
    run(settled);
    expect(loadWalletLayer).toHaveBeenCalledTimes(1);
  });

  it('framed by a host’s wallet: at the first idle moment, as the host switches accounts with no touch', () => {
    jest.mocked(embeddedWalletName).mockReturnValue('Host Wallet');
    setLayout(Layout.LoggedIn);
    render(<WalletLayerSlot />);
    expect(settled).toHaveLength(0);
    run(idle);
    expect(loadWalletLayer).toHaveBeenCalledTimes(1);
  });

  it('once loaded, renders its root and waits for nothing more', () => {
    const WalletRoot = () => <p>wallet layer</p>;
    jest.mocked(useWalletLayer).mockReturnValue({ WalletRoot } as never);
    setLayout(Layout.LoggedIn);
    const view = render(<WalletLayerSlot />);
    expect(view.getByText('wallet layer')).toBeTruthy();
    expect(settled).toHaveLength(0);
  });

  it('stops waiting when the player signs out before the page has settled, and loads it for the sign-in screen', () => {
    setLayout(Layout.LoggedIn);
    render(<WalletLayerSlot />);
    expect(settled).toHaveLength(1);
    setLayout(Layout.LoggedOut);
    expect(settled).toHaveLength(0);
    expect(loadWalletLayer).toHaveBeenCalledTimes(1);
  });
});

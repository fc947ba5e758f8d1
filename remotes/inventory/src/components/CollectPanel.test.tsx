import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Keypair, PublicKey, type Transaction } from '@solana/web3.js';
import { GameApiError, onNotice } from '@companion/shared-state';
import { renderTab } from '@companion/shared-state/testing';
import App from '../App';
import { collectOffer, prize, provideFakeApi, signedIn, NFTS, PLAYER } from '../testing/fakes';

const signed: Transaction[] = [];
const wallet = {
  signTransaction: jest.fn(async (transaction: Transaction) => {
    signed.push(transaction);
    return transaction;
  }),
  connection: {
    getLatestBlockhash: jest.fn(async () => ({
      blockhash: Keypair.generate().publicKey.toBase58(),
      lastValidBlockHeight: 100,
    })),
    getFeeForMessage: jest.fn(async () => ({ value: 10_000 })),
    getBalance: jest.fn(async () => 1_000_000_000),
  },
};

jest.mock('@solana/wallet-adapter-react', () => ({
  useWallet: () => ({ publicKey: new PublicKey(PLAYER), signTransaction: wallet.signTransaction }),
  useConnection: () => ({ connection: wallet.connection }),
}));

let notices: string[] = [];
let stopNotices = () => {};
beforeEach(() => {
  signedIn();
  signed.length = 0;
  wallet.signTransaction.mockClear();
  notices = [];
  stopNotices = onNotice(({ message }) => notices.push(message));
});
afterEach(() => stopNotices());

const openPrize = () => {
  renderTab(<App />, { at: '/inventory/prize-1', mount: '/inventory' });
  return screen.findByRole('region', { name: 'Not collected yet' });
};
const collectButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Collect' });

describe('a prize NFT not collected yet', () => {
  it('says so on its card in the grid', async () => {
    provideFakeApi([...NFTS, prize()]);
    renderTab(<App />, { at: '/inventory', mount: '/inventory' });
    const list = await screen.findByRole('list', { name: 'Your NFTs' });
    const card = within(list).getByRole('link', { name: 'Chicken #1' }).closest('li')!;
    expect(within(card).getByText('Not collected yet')).toBeTruthy();
    expect(within(card).queryByText('Not in your wallet')).toBeNull();
  });

  it('shows Collect with its cost in SOL, and no other action', async () => {
    provideFakeApi([prize()]);
    const panel = await openPrize();
    expect(
      await within(panel).findByText('Costs 0.00621136 SOL from your wallet (network fee and storage)'),
    ).toBeTruthy();
    expect(collectButton(panel)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Upgrade/ })).toBeNull();
    expect(screen.queryByText(/^Not in your wallet/)).toBeNull();
  });

  it("collects: the game's transaction signed in the wallet and handed back, then a toast", async () => {
    const api = provideFakeApi([prize()]);
    const panel = await openPrize();
    fireEvent.click(collectButton(panel));
    await waitFor(() => expect(api.collectNft).toHaveBeenCalledTimes(1));
    const sent = api.collectNft.mock.calls[0]![0] as { nftId: string; transaction: string };
    expect(sent.nftId).toBe('prize-1');
    // What the wallet signed is the game's transaction (paid by the player), with the app's memo after it.
    const offered = collectOffer();
    expect(signed).toHaveLength(1);
    expect(signed[0]!.feePayer?.toBase58()).toBe(PLAYER);
    expect(signed[0]!.instructions).toHaveLength(2);
    expect(signed[0]!.instructions[1]!.data.toString()).toBe('Collect Chicken #1');
    expect(sent.transaction).not.toBe(offered.transaction);
    await waitFor(() => expect(notices).toContain('Chicken #1 is in your wallet'));
  });

  it('while the wallet is asked: the status with Cancel; after Cancel nothing is sent and nothing said', async () => {
    const api = provideFakeApi([prize()]);
    wallet.signTransaction.mockImplementationOnce(() => new Promise<Transaction>(() => undefined));
    const panel = await openPrize();
    fireEvent.click(collectButton(panel));
    const status = await within(panel).findByText('Collect Chicken #1: Approve the request in your wallet…');
    expect(collectButton(panel).matches(':disabled')).toBe(true);
    fireEvent.click(within(status.parentElement!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(collectButton(panel).matches(':disabled')).toBe(false));
    expect(api.collectNft).not.toHaveBeenCalled();
    expect(within(panel).queryByTestId('action-error')).toBeNull();
    expect(notices).toEqual([]);
  });

  it("a refusal stays beside Collect in the game's words", async () => {
    const api = provideFakeApi([prize()]);
    api.collectNft.mockRejectedValueOnce(
      new GameApiError('This NFT is already in your wallet.', {
        request: 'POST /workflows/collect-nft',
        status: 409,
      }),
    );
    const panel = await openPrize();
    fireEvent.click(collectButton(panel));
    const error = await within(panel).findByTestId('action-error');
    expect(error.textContent).toBe('This NFT is already in your wallet.');
  });
});

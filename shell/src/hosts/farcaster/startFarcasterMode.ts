/**
 * The Farcaster SDK, loaded only where the page may be a Farcaster mini app (./mayBeFarcasterClient.ts), as a
 * chunk of its own that players elsewhere never fetch.
 */
export async function startFarcasterMode(): Promise<{ inClient: boolean; walletName: string | null }> {
  try {
    const { connectFarcasterWallet } = await import(
      /* webpackChunkName: "farcaster" */ './connectFarcasterWallet'
    );
    return await connectFarcasterWallet();
  } catch (error) {
    console.warn('The Farcaster SDK could not start; running as a page of its own', error);
    return { inClient: false, walletName: null };
  }
}

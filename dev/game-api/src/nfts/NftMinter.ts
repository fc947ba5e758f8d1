import { PublicKey, type Connection, type Keypair } from '@solana/web3.js';
import { mintNftInstructions } from '../chain/nftMint';
import { sendAuthorityTransaction, type ConfirmTiming } from '../chain/sendAuthorityTransaction';
import type { NftStore, PendingMint } from '../db/nftStore';

export interface NftMinterDeps {
  connection: Connection;
  authority: Keypair;
  nfts: NftStore;
  now: () => number;
  /** Where the NFT's metadata JSON and image are served (absolute URLs wallets can fetch). */
  metadataUri: (mint: string) => string;
  imageUrl: (nft: PendingMint) => string;
  timing: ConfirmTiming;
  onError: (error: unknown) => void;
  /** An NFT's mint is on chain with its token in the owner's wallet. */
  onMinted: (walletId: string, nftId: string) => void;
}

/**
 * Puts the local stack's starter p2e NFTs on chain, paid by the game authority (docs/game-api.md, "p2e NFTs on
 * chain"): a local convenience under STARTER_P2E_NFTS=1. A prize NFT is never minted here: its winner collects
 * it and pays for it (NftCollect). An NFT is stored first, with the mint address it will have, inside the
 * sign-up's transaction; this mints it afterwards, one at a time, and records it minted once the chain confirms. A mint that already exists (an
 * earlier answer was lost) is recorded as it is: the whole minting is one transaction, so an existing mint
 * is a complete one. Until it is minted the NFT is not in any wallet, so it cannot be acted on.
 */
export class NftMinter {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: NftMinterDeps) {}

  /** Mints whatever is pending, now or right after the round that is running. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.mintPending()
      .catch(this.deps.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Shutdown: finishes the NFT being minted and starts no other (the rest waits for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.running) await this.running;
  }

  private async mintPending(): Promise<void> {
    for (const nft of this.deps.nfts.pendingMints()) {
      if (this.stopped) return;
      try {
        await this.mintOne(nft);
      } catch (error) {
        // Left pending: the next round tries again.
        this.deps.onError(error);
      }
    }
  }

  private async mintOne(nft: PendingMint): Promise<void> {
    const { connection, authority } = this.deps;
    const mint = new PublicKey(nft.mint);
    if (await connection.getAccountInfo(mint, 'confirmed')) {
      this.minted(nft);
      return;
    }
    const instructions = await mintNftInstructions(
      connection,
      authority.publicKey,
      nft.id,
      new PublicKey(nft.walletId),
      {
        name: nft.name,
        symbol: 'GAME',
        uri: this.deps.metadataUri(nft.mint),
        image: this.deps.imageUrl(nft),
      },
    );
    const outcome = await sendAuthorityTransaction(
      { connection, authority },
      instructions,
      `mint NFT ${nft.id}`,
      () => undefined,
      this.deps.timing,
    );
    if (outcome.kind === 'confirmed') this.minted(nft);
    else this.deps.onError(new Error(`minting NFT ${nft.id} did not complete: ${outcome.reason}`));
  }

  private minted(nft: PendingMint): void {
    this.deps.nfts.markMinted(nft.mint, this.deps.now());
    this.deps.onMinted(nft.walletId, nft.id);
  }
}

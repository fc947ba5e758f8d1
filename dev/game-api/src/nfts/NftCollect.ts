import crypto from 'node:crypto';
import {
  Message,
  PublicKey,
  SystemInstruction,
  Transaction,
  type Connection,
  type Keypair,
} from '@solana/web3.js';
import { ExtensionType, getAccountLen } from '@solana/spl-token';
import type { CollectNftOffer, CollectNftResult } from '@companion/shared-state/schemas';
import { mintNftInstructions } from '../chain/nftMint';
import type { NftStore, PendingMint } from '../db/nftStore';
import { fromBaseUnits } from '../funds/units';
import { errorText } from '../chain/signatureOutcome';
import { HttpError } from '../http/HttpError';
import { presentNft } from './nftState';

/** What collecting reads from the chain. */
export type CollectChain = Pick<
  Connection,
  'getAccountInfo' | 'getLatestBlockhash' | 'getMinimumBalanceForRentExemption' | 'getFeeForMessage'
>;

export interface NftCollectDeps {
  connection: CollectChain;
  authority: Keypair;
  nfts: Pick<NftStore, 'toCollect' | 'markMinted' | 'find'>;
  /** Real time: how long an offered transaction is remembered. */
  now: () => number;
  /** Game time: the collected NFT's state as the player sees it. */
  gameNow: () => number;
  /** Where the NFT's metadata JSON and image are served (absolute URLs wallets can fetch). */
  metadataUri: (mint: string) => string;
  imageUrl: (nft: PendingMint) => string;
  /** The NFT is in the player's wallet now. */
  onCollected: (walletId: string, nftId: string) => void;
}

/** A blockhash expires in about a minute and a half: an offer older than this cannot land any more. */
const OFFER_TTL_MS = 3 * 60_000;
const SOL_DECIMALS = 9;

interface Offer {
  walletId: string;
  nftId: string;
  at: number;
}

const refuse = (reason: string) => new HttpError(400, reason);

/**
 * A prize NFT the player collects (docs/game-api.md, "p2e NFTs on chain"): the game never pays a player's rent,
 * so it does not mint a prize on its own. It offers the collect transaction instead, paid by the player's
 * wallet (the fee, the mint account with its metadata, the player's token account), which the game authority
 * signs only as the mint address's base, the mint authority and the metadata's update authority. The wallet
 * signs it and hands it back as a player transaction of kind "collectNft": it must be exactly a transaction the
 * game offered for that NFT and that wallet, with the authority's account read-only (so nothing it holds can
 * be spent), and once it landed the NFT is recorded as minted.
 */
export class NftCollect {
  /** Offered transactions by the hash of their message, the part every signature signs. */
  private readonly offers = new Map<string, Offer>();

  constructor(private readonly deps: NftCollectDeps) {}

  async offer(walletId: string, nftId: string): Promise<CollectNftOffer> {
    const nft = this.deps.nfts.toCollect(walletId, nftId);
    if (!nft) throw new HttpError(404, 'You have no prize NFT to collect with that id.');
    try {
      return await this.build(walletId, nft);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, `the chain could not be reached, so nothing was made (${errorText(error)})`);
    }
  }

  /** The collect transaction for the wallet, signed by the authority where it must, and its cost. */
  private async build(walletId: string, nft: PendingMint): Promise<CollectNftOffer> {
    const { connection, authority } = this.deps;
    const player = new PublicKey(walletId);
    const mint = new PublicKey(nft.mint);
    const [existing, latest] = await Promise.all([
      connection.getAccountInfo(mint, 'confirmed'),
      connection.getLatestBlockhash('confirmed'),
    ]);
    if (existing) {
      // Collected already (the same transaction sent another way): recorded as it is.
      this.collected(walletId, nft);
      throw new HttpError(409, 'This NFT is already in your wallet.');
    }
    const instructions = await mintNftInstructions(
      connection,
      authority.publicKey,
      nft.id,
      player,
      {
        name: nft.name,
        symbol: 'GAME',
        uri: this.deps.metadataUri(nft.mint),
        image: this.deps.imageUrl(nft),
      },
      player,
    );
    const transaction = new Transaction({ feePayer: player, ...latest }).add(...instructions);
    transaction.partialSign(authority);
    const message = transaction.compileMessage();
    this.remember(message, { walletId, nftId: nft.id, at: this.deps.now() });
    const [fee, tokenAccountRent] = await Promise.all([
      connection.getFeeForMessage(message, 'confirmed'),
      connection.getMinimumBalanceForRentExemption(getAccountLen([ExtensionType.ImmutableOwner])),
    ]);
    const mintRent = SystemInstruction.decodeCreateWithSeed(instructions[0]!).lamports;
    const lamports = BigInt(mintRent) + BigInt(tokenAccountRent) + BigInt(fee.value ?? 0);
    return {
      nftId: nft.id,
      transaction: transaction.serialize({ requireAllSignatures: false }).toString('base64'),
      costSol: fromBaseUnits(lamports, SOL_DECIMALS),
    };
  }

  /**
   * Adds the authority's signature to a collect transaction the player's wallet signed, after checking it is
   * one the game offered for this NFT and wallet (a memo the app adds at the end, saying what it is, is all
   * that may differ). Anything else is refused before it is recorded or sent.
   */
  cosign(transaction: Transaction, walletId: string, nftId: string): void {
    const message = Message.from(transaction.serializeMessage());
    const authority = this.deps.authority.publicKey;
    const authorityIndex = message.accountKeys.findIndex((key) => key.equals(authority));
    if (authorityIndex >= 0 && message.isAccountWritable(authorityIndex)) {
      throw refuse('the game pays nothing in a collect transaction: your wallet pays its fee and rent');
    }
    const offer = this.offers.get(messageKey(withoutMemo(transaction)));
    if (!offer || offer.walletId !== walletId || offer.nftId !== nftId) {
      throw refuse('this is not the collect transaction the game made for this NFT: collect it again');
    }
    transaction.partialSign(this.deps.authority);
  }

  /** The NFT is still waiting to be collected by this wallet. */
  check(walletId: string, nftId: string): void {
    if (!this.deps.nfts.toCollect(walletId, nftId)) {
      throw new HttpError(409, 'This NFT is already in your wallet.');
    }
  }

  /** Books a landed collect transaction: the NFT is minted into the wallet. A repeat answers the same. */
  book(walletId: string, nftId: string): Promise<CollectNftResult> {
    const pending = this.deps.nfts.toCollect(walletId, nftId);
    if (pending) this.collected(walletId, pending);
    const stored = this.deps.nfts.find(walletId, nftId);
    if (!stored) throw new HttpError(404, 'You have no NFT with that id.');
    return Promise.resolve({ nft: { ...presentNft(stored, this.deps.gameNow()), inWallet: true } });
  }

  private collected(walletId: string, nft: PendingMint): void {
    this.deps.nfts.markMinted(nft.mint, this.deps.now());
    this.deps.onCollected(walletId, nft.id);
  }

  private remember(message: Message, offer: Offer): void {
    for (const [key, { at }] of this.offers) {
      if (offer.at - at > OFFER_TTL_MS) this.offers.delete(key);
    }
    this.offers.set(messageKey(message), offer);
  }
}

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** The message the game offered: the transaction's, less a trailing memo that names no account. */
function withoutMemo(transaction: Transaction): Message {
  const last = transaction.instructions.at(-1);
  if (!last?.programId.equals(MEMO_PROGRAM) || last.keys.length > 0) {
    return Message.from(transaction.serializeMessage());
  }
  const { feePayer, recentBlockhash } = transaction;
  return new Transaction({ feePayer, recentBlockhash })
    .add(...transaction.instructions.slice(0, -1))
    .compileMessage();
}

function messageKey(message: Message): string {
  return crypto.createHash('sha256').update(message.serialize()).digest('hex');
}

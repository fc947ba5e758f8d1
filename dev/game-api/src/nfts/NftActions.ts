import type { Database } from 'better-sqlite3';
import type { FundsList, GameSession, Nft, NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import type { MiniGameStore } from '../db/miniGameStore';
import type { NftStore, StoredNft } from '../db/nftStore';
import type { FundsChange, FundsLedger } from '../funds/FundsLedger';
import { fromBaseUnits, toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import {
  energyPerHour,
  LEVEL_CAPS,
  MINI_GAME_MAX_SCORE,
  miniGameReward,
  miniGameXp,
  repairQuote,
  upgradeQuote,
} from './mechanics';
import { currentEnergy, currentLove, presentNft } from './nftState';
import {
  ADVENTURE_HOURS,
  ADVENTURERS,
  CLAIM_HP_COST,
  claimReward,
  FARM_ANIMALS,
  loveDecayStartsAt,
} from './petMechanics';
import { statsFor } from './starterNfts';

export interface NftActionDeps {
  db: Database;
  ledger: FundsLedger;
  nfts: NftStore;
  sessions: MiniGameStore;
  /** A new mini-game session's id. */
  newSessionId: () => string;
  /** The game clock (ms): locks, energy, the love meter, upgrades and adventures follow it. */
  gameNow: () => number;
  publish: (walletId: string, nft: Nft) => void;
  addXp: (walletId: string, xp: number) => void;
  /** The mini-game's score, decided here: a score sent by the app is never trusted. */
  score: () => number;
  /**
   * Tests only (never set by configuration): runs right after an action moved funds and before the NFT is
   * saved, so a test can throw there and prove the whole action is undone.
   */
  faultAfterDebit?: (reason: string) => void;
  /** The NFT mints the wallet holds on chain now (throws when the chain cannot be read). */
  heldMints: (walletId: string) => Promise<Set<string>>;
  onChainError: (error: unknown) => void;
}

const HOUR_MS = 3_600_000;
const DECIMALS = 9;
export const NOT_IN_WALLET = 'This NFT is not in your wallet. Move it back to your Global Wallet to use it.';
const units = (value: bigint) => fromBaseUnits(value, DECIMALS);

type AdventureHours = (typeof ADVENTURE_HOURS)[number];
type Write = (changes: FundsChange[], reason: string) => void;
/** What an action changes: the NFT as stored, and the meal and love-meter times when it set them. */
interface ActionOutcome {
  nft: Nft;
  earned: NftActionResult['earned'];
  fedAt?: number;
  loveAt?: number;
}

/**
 * Upgrade, repair, feed, mini-game and claim on the player's NFTs (docs/game-api.md, "Inventory"). Each is one
 * IMMEDIATE SQLite transaction: the funds change, the NFT's change and the stored answer commit together or
 * not at all, and one NFT's actions run one after another. A request repeated with its idempotency key gets
 * the first answer again and is never charged twice. A price that changed since the player saw it is refused
 * with 409 and the new price.
 */
export class NftActions {
  private readonly findRequest;
  private readonly saveRequest;

  constructor(private readonly deps: NftActionDeps) {
    this.findRequest = deps.db.prepare<[string, string], { response: string }>(
      'SELECT response FROM nft_requests WHERE wallet_id = ? AND idempotency_key = ?',
    );
    this.saveRequest = deps.db.prepare(
      'INSERT INTO nft_requests (wallet_id, idempotency_key, response, created_at) VALUES (?, ?, ?, ?)',
    );
  }

  /**
   * The wallet's NFTs of a collection as they are now on the game clock (ended adventures paid first), p2e ones
   * with whether the wallet holds them on chain now (not, when the chain cannot be read: nothing can be done
   * with them until it can).
   */
  async list(walletId: string, collection: Nft['collection']): Promise<Nft[]> {
    this.settleAdventures();
    const now = this.deps.gameNow();
    const nfts = this.deps.nfts.list(walletId, collection).map((stored) => presentNft(stored, now));
    if (collection === 'f2p' || nfts.length === 0) return nfts;
    const held = await this.deps.heldMints(walletId).catch((error: unknown) => {
      this.deps.onChainError(error);
      return new Set<string>();
    });
    return nfts.map((nft) => ({ ...nft, inWallet: nft.mint !== null && held.has(nft.mint) }));
  }

  quote(walletId: string, nftId: string): NftQuote {
    this.settleAdventures();
    const stored = this.load(walletId, nftId);
    const now = this.deps.gameNow();
    const { nft } = stored;
    const energy = currentEnergy(stored, now);
    const loveMeter = currentLove(stored, now);
    const cap = LEVEL_CAPS[nft.rarity];
    const upgrade = nft.level >= cap ? null : upgradeQuote(nft.level);
    const perHour = energyPerHour(nft.level);
    const missing = nft.maxEnergy - energy;
    const pet = { loveMeter: loveMeter ?? 0, level: nft.level, hp: nft.hp, maxHp: nft.maxHp };
    return {
      nftId,
      levelCap: cap,
      upgrade: upgrade && {
        goldy: units(upgrade.goldy),
        dfl: units(upgrade.dfl),
        durationMs: upgrade.durationMs,
        stats: statsFor(nft.type, nft.rarity, upgrade.target, nft.kind === 'pet'),
      },
      repair: { goldy: units(repairQuote(nft.level, nft.maxHp - nft.hp)), hp: nft.maxHp - nft.hp },
      energy,
      energyFullAt:
        missing <= 0 ? null : new Date(now + Math.ceil((missing / perHour) * HOUR_MS)).toISOString(),
      energyPerHour: perHour,
      loveMeter,
      loveDecayAt:
        loveMeter === null || stored.fedAt === null
          ? null
          : new Date(loveDecayStartsAt(stored.fedAt)).toISOString(),
      claim: FARM_ANIMALS.includes(nft.type) ? { goldy: units(claimReward(pet)), hp: CLAIM_HP_COST } : null,
      adventures: ADVENTURERS.includes(nft.type)
        ? ADVENTURE_HOURS.map((hours) => ({
            hours,
            durationMs: hours * HOUR_MS,
            goldy: units(claimReward(pet, hours)),
          }))
        : [],
    };
  }

  async upgrade(
    walletId: string,
    request: { nftId: string; idempotencyKey: string; goldy: string; dfl: string },
  ) {
    await this.checkHeld(walletId, request);
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now, write) => {
      const { nft } = stored;
      const cap = LEVEL_CAPS[nft.rarity];
      if (nft.level >= cap) throw new HttpError(409, `Level cap reached: ${cap} for a ${nft.rarity} NFT.`);
      const quote = upgradeQuote(nft.level);
      if (units(quote.goldy) !== request.goldy || units(quote.dfl) !== request.dfl) {
        throw priceChanged(
          `The upgrade now costs ${units(quote.goldy)} GOLDY${quote.dfl ? ` and ${units(quote.dfl)} DFL` : ''}.`,
        );
      }
      write(
        [
          { token: 'GOLDY', delta: -quote.goldy },
          ...(quote.dfl > 0n ? [{ token: 'DFL' as const, delta: -quote.dfl }] : []),
        ],
        `upgrade ${nft.id} to level ${quote.target}`,
      );
      const stats = statsFor(nft.type, nft.rarity, quote.target, nft.kind === 'pet');
      const energy = currentEnergy(stored, now);
      return {
        nft: {
          ...nft,
          level: quote.target,
          stats,
          maxEnergy: stats.currentMaxEnergy,
          energy,
          lockedUntil: new Date(now + quote.durationMs).toISOString(),
        },
        earned: null,
      };
    });
  }

  async repair(walletId: string, request: { nftId: string; idempotencyKey: string; goldy: string }) {
    await this.checkHeld(walletId, request);
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now, write) => {
      const { nft } = stored;
      if (nft.hp >= nft.maxHp) throw new HttpError(409, 'HP is full.');
      const cost = repairQuote(nft.level, nft.maxHp - nft.hp);
      if (units(cost) !== request.goldy) {
        throw priceChanged(`The repair now costs ${units(cost)} GOLDY.`);
      }
      write([{ token: 'GOLDY', delta: -cost }], `repair ${nft.id}`);
      return { nft: { ...nft, hp: nft.maxHp, energy: currentEnergy(stored, now) }, earned: null };
    });
  }

  async feed(walletId: string, request: { nftId: string; idempotencyKey: string }) {
    await this.checkHeld(walletId, request);
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now) => {
      const { nft } = stored;
      const love = currentLove(stored, now);
      if (nft.kind !== 'pet' || love === null) throw new HttpError(409, 'Only pets can be fed.');
      if (love >= 100) throw new HttpError(409, 'The love meter is full.');
      const energy = spendEnergy(stored, now);
      const loveMeter = Math.min(100, love + nft.stats.feedMeterIncrement);
      return { nft: { ...nft, energy, loveMeter }, earned: null, fedAt: now, loveAt: now };
    });
  }

  /**
   * A mini-game session, run here: the server draws the score (a score in the request is never read), pays
   * score / max · F(L) · health multiplier · constant and adds XP, and records the session with the action.
   */
  async play(walletId: string, request: { nftId: string; idempotencyKey: string }) {
    await this.checkHeld(walletId, request);
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now, write) => {
      const { nft } = stored;
      if (nft.hp <= 0) throw new HttpError(409, 'No HP left: repair it first.');
      const energy = spendEnergy(stored, now);
      const score = Math.max(0, Math.min(MINI_GAME_MAX_SCORE, Math.round(this.deps.score())));
      const reward = miniGameReward(score, nft.level, nft.hp, nft.maxHp);
      if (reward > 0n) write([rewardCredit(stored, reward)], `mini-game with ${nft.id}`);
      const xp = miniGameXp(score);
      this.deps.addXp(walletId, xp);
      this.deps.sessions.record({
        id: this.deps.newSessionId(),
        walletId,
        nftId: nft.id,
        score,
        maxScore: MINI_GAME_MAX_SCORE,
        goldy: reward,
        xp,
        playedAt: now,
      });
      return { nft: { ...nft, energy }, earned: { goldy: units(reward), xp, score } };
    });
  }

  /** The NFT's last mini-game sessions, newest first. */
  sessions(walletId: string, nftId: string): GameSession[] {
    this.load(walletId, nftId);
    return this.deps.sessions.list(walletId, nftId);
  }

  /**
   * Claims a pet's love meter: it empties and the pet loses 1 HP. A cow, duck or chicken pays at once; a dog
   * or cat goes on an adventure of `adventureHours`, locked until it ends, and pays then.
   */
  async claim(
    walletId: string,
    request: { nftId: string; idempotencyKey: string; adventureHours?: AdventureHours | undefined },
  ) {
    await this.checkHeld(walletId, request);
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now, write) => {
      const { nft } = stored;
      const love = currentLove(stored, now);
      if (nft.kind !== 'pet' || love === null) throw new HttpError(409, 'Only pets can be claimed.');
      const { adventureHours } = request;
      const adventurer = ADVENTURERS.includes(nft.type);
      if (adventurer && adventureHours === undefined) {
        throw new HttpError(400, 'Choose an adventure for a dog or cat: 1, 3, 8 or 24 hours.');
      }
      if (!adventurer && adventureHours !== undefined) {
        throw new HttpError(400, 'Only dogs and cats go on adventures.');
      }
      if (love <= 0) throw new HttpError(409, 'The love meter is empty: feed it first.');
      if (nft.hp < CLAIM_HP_COST) throw new HttpError(409, 'No HP left: repair it first.');
      const reward = claimReward(
        { loveMeter: love, level: nft.level, hp: nft.hp, maxHp: nft.maxHp },
        adventureHours,
      );
      const claimed = {
        ...nft,
        hp: nft.hp - CLAIM_HP_COST,
        loveMeter: 0,
        energy: currentEnergy(stored, now),
      };
      if (adventureHours === undefined) {
        if (reward > 0n) write([rewardCredit(stored, reward)], `claim of ${nft.id}`);
        return { nft: claimed, earned: { goldy: units(reward), xp: 0, score: 0 }, loveAt: now };
      }
      const endsAt = new Date(now + adventureHours * HOUR_MS).toISOString();
      return {
        nft: {
          ...claimed,
          lockedUntil: endsAt,
          adventure: { hours: adventureHours, endsAt, goldy: units(reward) },
        },
        earned: null,
        loveAt: now,
      };
    });
  }

  /**
   * Pays every adventure that has ended on the game clock, each in its own transaction with the NFT's unlock,
   * and tells the player (nftUpdated, fundsUpdated). Reads and actions call it first; a ticker does the rest.
   */
  settleAdventures(): void {
    const now = this.deps.gameNow();
    for (const { walletId, stored } of this.deps.nfts.adventuresDue(now)) {
      const { result } = this.deps.ledger.transact(walletId, (write) => {
        const fresh = this.deps.nfts.find(walletId, stored.nft.id);
        const adventure = fresh?.nft.adventure;
        if (!fresh || !adventure || Date.parse(adventure.endsAt) > now) return null;
        const goldy = toBaseUnits(adventure.goldy, DECIMALS) ?? 0n;
        if (goldy > 0n) write([rewardCredit(fresh, goldy)], `adventure of ${fresh.nft.id}`);
        const back = { ...fresh, nft: { ...fresh.nft, adventure: null, lockedUntil: null } };
        this.deps.nfts.save(back);
        return back;
      });
      if (result) void this.publishHeld(walletId, presentNft(result, now));
    }
  }

  /**
   * A p2e NFT can be acted on only while the player's Global Wallet holds it, read on chain right before the
   * action's transaction (docs/game-api.md, "p2e NFTs on chain"). A retried request whose answer is stored is
   * answered again whatever the wallet holds now.
   */
  private async checkHeld(
    walletId: string,
    { nftId, idempotencyKey }: { nftId: string; idempotencyKey: string },
  ) {
    if (this.findRequest.get(walletId, idempotencyKey)) return;
    const { nft } = this.load(walletId, nftId);
    if (nft.collection === 'f2p') return;
    const held = await this.deps.heldMints(walletId).catch((error: unknown) => {
      this.deps.onChainError(error);
      throw new HttpError(
        503,
        'The chain cannot be reached to check this NFT is in your wallet: try again soon.',
      );
    });
    if (nft.mint === null || !held.has(nft.mint)) throw new HttpError(409, NOT_IN_WALLET);
  }

  /** Pushes nftUpdated with the NFT as it is now (its mint just arrived in the wallet). */
  announce(walletId: string, nftId: string): void {
    const stored = this.deps.nfts.find(walletId, nftId);
    if (stored) void this.publishHeld(walletId, presentNft(stored, this.deps.gameNow()));
  }

  /** nftUpdated for an NFT changed without a request (an adventure's end), p2e with its holding read on chain. */
  private async publishHeld(walletId: string, nft: Nft): Promise<void> {
    if (nft.collection === 'p2e') {
      const held = await this.deps.heldMints(walletId).catch(() => new Set<string>());
      nft = { ...nft, inWallet: nft.mint !== null && held.has(nft.mint) };
    }
    this.deps.publish(walletId, nft);
  }

  private load(walletId: string, nftId: string): StoredNft {
    const stored = this.deps.nfts.find(walletId, nftId);
    if (!stored) throw new HttpError(404, 'That NFT is not in your inventory.');
    return stored;
  }

  private run(
    walletId: string,
    idempotencyKey: string,
    nftId: string,
    work: (stored: StoredNft, now: number, write: Write) => ActionOutcome,
  ): NftActionResult {
    this.settleAdventures();
    let replayed: NftActionResult | null = null;
    const { result } = this.deps.ledger.transact(walletId, (ledgerWrite) => {
      const previous = this.findRequest.get(walletId, idempotencyKey);
      if (previous) {
        replayed = JSON.parse(previous.response) as NftActionResult;
        return null;
      }
      const now = this.deps.gameNow();
      const stored = this.load(walletId, nftId);
      const lockedUntil = stored.nft.lockedUntil ? Date.parse(stored.nft.lockedUntil) : 0;
      if (lockedUntil > now) {
        const minutes = Math.ceil((lockedUntil - now) / 60_000);
        throw new HttpError(
          409,
          stored.nft.adventure ? `On an adventure: ${minutes} min left.` : `Upgrading: ${minutes} min left.`,
        );
      }
      const write: Write = (changes, reason) => {
        ledgerWrite(changes, reason);
        this.deps.faultAfterDebit?.(reason);
      };
      const outcome = work(stored, now, write);
      const next: StoredNft = {
        nft: outcome.nft,
        energyAt: now,
        starter: stored.starter,
        fedAt: outcome.fedAt ?? stored.fedAt,
        loveAt: outcome.loveAt ?? stored.loveAt,
      };
      this.deps.nfts.save(next);
      const answer: NftActionResult = {
        // In the wallet: checkHeld read it on chain just before (f2p always are).
        nft: { ...presentNft(next, now), inWallet: true },
        funds: this.deps.ledger.list(walletId) as FundsList,
        earned: outcome.earned,
      };
      // Stored in the same transaction: a retry finds the answer exactly when the action committed.
      this.saveRequest.run(walletId, idempotencyKey, JSON.stringify(answer), Date.now());
      return answer;
    });
    if (replayed) return replayed;
    this.deps.publish(walletId, result!.nft);
    return result!;
  }
}

/**
 * A reward credit. What an f2p NFT or any NFT of a new account's starter set earns is a bonus, to play with and
 * never to withdraw (docs/game-api.md, "Starter set"): NFTs every new account gets for free must not become a
 * faucet a sign-up farm can drain. Other p2e NFTs (raffle prizes) earn withdrawable GOLDY.
 */
function rewardCredit({ nft, starter }: StoredNft, goldy: bigint): FundsChange {
  return nft.collection === 'f2p' || starter
    ? { token: 'GOLDY', delta: goldy, kind: 'bonus' }
    : { token: 'GOLDY', delta: goldy };
}

function spendEnergy(stored: StoredNft, now: number): number {
  const energy = currentEnergy(stored, now);
  if (energy < 1) throw new HttpError(409, 'No energy left: wait until it restores.');
  return Math.round((energy - 1) * 1000) / 1000;
}

/** 409 with the new price in words; the app reads the new quote and asks the player again. */
function priceChanged(message: string): HttpError {
  return new HttpError(409, `The price changed. ${message}`);
}

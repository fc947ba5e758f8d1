import type { Database } from 'better-sqlite3';
import type {
  FundsList,
  GameSession,
  InGameToken,
  Nft,
  NftActionResult,
  NftQuote,
} from '@companion/shared-state/schemas';
import { inventoryRoutes as ROUTES } from '@companion/shared-state/routes';
import type { MiniGameStore } from '../db/miniGameStore';
import type { NftStore, StoredNft } from '../db/nftStore';
import type { FundsChange, FundsLedger } from '../funds/FundsLedger';
import { fromBaseUnits, toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import {
  IdempotentAnswers,
  idempotentRequest,
  type IdempotentRequest,
} from '../idempotency/IdempotentAnswers';
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
/**
 * What an action changes: the NFT as stored, and the meal and love-meter times when it set them. `record`
 * writes what else the action keeps (XP, the mini-game session); it runs only when the action is booked.
 */
interface ActionOutcome {
  nft: Nft;
  earned: NftActionResult['earned'];
  fedAt?: number;
  loveAt?: number;
  record?: () => void;
}
/**
 * An action's checks and changes against the NFT as stored at `now`. Funds move only through `write`, and
 * nothing else is written until the outcome is booked, so it can be run to take the price alone.
 */
type Work = (stored: StoredNft, now: number, write: Write) => ActionOutcome;

/** A debit taken while a p2e NFT's holder is read again, with the part of it that was starting bonus. */
interface HeldChange {
  token: InGameToken;
  delta: bigint;
  bonus: bigint;
}
/** The price of a p2e NFT action, taken and not booked yet (table nft_holds). */
interface Hold {
  walletId: string;
  idempotencyKey: string;
  nftId: string;
  changes: HeldChange[];
  reason: string;
}
interface HoldRow {
  wallet_id: string;
  idempotency_key: string;
  nft_id: string;
  changes: string;
  reason: string;
}

/**
 * Upgrade, repair, feed, mini-game and claim on the player's NFTs (docs/game-api.md, "Inventory"). Each is
 * booked in one IMMEDIATE SQLite transaction: the funds change, the NFT's change and the stored answer commit
 * together or not at all, and one NFT's actions run one after another. A request repeated with its
 * idempotency key gets the first answer again and is never charged twice; the key is bound to the action and
 * its request, so another request with it is a 409 (IdempotentAnswers). A price that changed since the
 * player saw it is refused with 409 and the new price.
 *
 * A p2e NFT is acted on only while the player's wallet holds it on chain (docs/game-api.md, "p2e NFTs on
 * chain"): the holder is read, the price taken and held, the holder read again, and only then is the action
 * booked (with the held price); if the NFT moved meanwhile, the price is given back and nothing is done.
 */
export class NftActions {
  /** The stored answers of NFT actions, by idempotency key (bound to the wallet, route and request). */
  private readonly answers: IdempotentAnswers;
  private readonly insertHold;
  private readonly deleteHold;
  private readonly holdOfNft;
  private readonly holdOfKey;
  private readonly allHolds;
  /** p2e actions between taking their price and booking, by wallet and key: a retry waits for its first. */
  private readonly inFlight = new Map<string, Promise<NftActionResult>>();

  constructor(private readonly deps: NftActionDeps) {
    this.answers = new IdempotentAnswers(deps.db);
    this.insertHold = deps.db.prepare<[string, string, string, string, string, number]>(
      `INSERT INTO nft_holds (wallet_id, idempotency_key, nft_id, changes, reason, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.deleteHold = deps.db.prepare<[string, string]>(
      'DELETE FROM nft_holds WHERE wallet_id = ? AND idempotency_key = ?',
    );
    this.holdOfNft = deps.db.prepare<[string], HoldRow>('SELECT * FROM nft_holds WHERE nft_id = ?');
    this.holdOfKey = deps.db.prepare<[string, string], HoldRow>(
      'SELECT * FROM nft_holds WHERE wallet_id = ? AND idempotency_key = ?',
    );
    this.allHolds = deps.db.prepare<[], HoldRow>('SELECT * FROM nft_holds');
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
    return this.act(walletId, ROUTES.upgradeNft.name, request, (stored, now, write) => {
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
    return this.act(walletId, ROUTES.repairNft.name, request, (stored, now, write) => {
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
    return this.act(walletId, ROUTES.feedAnimal.name, request, (stored, now) => {
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
    return this.act(walletId, ROUTES.playMiniGame.name, request, (stored, now, write) => {
      const { nft } = stored;
      if (nft.hp <= 0) throw new HttpError(409, 'No HP left: repair it first.');
      const energy = spendEnergy(stored, now);
      const score = Math.max(0, Math.min(MINI_GAME_MAX_SCORE, Math.round(this.deps.score())));
      const reward = miniGameReward(score, nft.level, nft.hp, nft.maxHp);
      if (reward > 0n) write([rewardCredit(stored, reward)], `mini-game with ${nft.id}`);
      const xp = miniGameXp(score);
      const record = () => {
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
      };
      return { nft: { ...nft, energy }, earned: { goldy: units(reward), xp, score }, record };
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
    return this.act(walletId, ROUTES.claimAnimal.name, request, (stored, now, write) => {
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
   * Runs an action. A retried request whose answer is stored is answered again whatever the wallet holds
   * now, and an f2p NFT (always usable) is booked at once. A p2e NFT is acted on only while the player's
   * Global Wallet holds it (docs/game-api.md, "p2e NFTs on chain"):
   *
   * 1. the holder is read on chain: not held, 409 and nothing charged;
   * 2. the price is taken and held, and the NFT kept from other actions, in one transaction;
   * 3. the holder is read again, after the price was taken: moved, the price is given back and 409;
   * 4. the action is booked with the held price, in one transaction.
   *
   * So every booked action saw the NFT in the wallet on a read that started after its price was taken. What
   * is left is the time between the second read and the booking (docs/game-api.md gives it).
   */
  private async act(
    walletId: string,
    route: string,
    request: { nftId: string; idempotencyKey: string },
    work: Work,
  ): Promise<NftActionResult> {
    // The same request sent again while the first is on its way gets the first's answer once it is stored
    // (or, if the first did nothing, is tried afresh), never a second charge.
    const key = `${walletId}\n${request.idempotencyKey}`;
    const earlier = this.inFlight.get(key);
    if (earlier) {
      await earlier.catch(() => undefined);
      return this.act(walletId, route, request, work);
    }
    const running = this.actOnce(idempotentRequest(walletId, route, request), request.nftId, work);
    this.inFlight.set(key, running);
    try {
      return await running;
    } finally {
      if (this.inFlight.get(key) === running) this.inFlight.delete(key);
    }
  }

  private async actOnce(bound: IdempotentRequest, nftId: string, work: Work): Promise<NftActionResult> {
    const { walletId } = bound;
    const earlier = this.answers.earlier<NftActionResult>(bound);
    if (earlier) return earlier;
    const { nft } = this.load(walletId, nftId);
    if (nft.collection === 'f2p') return this.run(bound, nftId, work);
    if (!(await this.holdsNow(walletId, nft.mint))) throw new HttpError(409, NOT_IN_WALLET);
    const taken = this.takePrice(bound, nftId, work);
    if ('replayed' in taken) return taken.replayed;
    try {
      if (!(await this.holdsNow(walletId, nft.mint))) throw new HttpError(409, NOT_IN_WALLET);
      return this.run(bound, nftId, work, taken);
    } catch (error) {
      // Not booked (moved, the chain unreadable, or refused when booked): the held price goes back.
      this.giveBack(taken, 'the action was not done');
      throw error;
    }
  }

  /** Whether the player's Global Wallet holds `mint` on chain now; 503 when the chain cannot be read. */
  private async holdsNow(walletId: string, mint: string | null): Promise<boolean> {
    const held = await this.deps.heldMints(walletId).catch((error: unknown) => {
      this.deps.onChainError(error);
      throw new HttpError(
        503,
        'The chain cannot be reached to check this NFT is in your wallet: try again soon.',
      );
    });
    return mint !== null && held.has(mint);
  }

  /**
   * Step 2 of `act`: checks the action against the NFT as it is now and takes its price (the debits `work`
   * writes; credits wait for the booking), recorded as the NFT's one hold. Nothing else is written. A
   * stored answer for the key is returned instead.
   */
  private takePrice(
    bound: IdempotentRequest,
    nftId: string,
    work: Work,
  ): Hold | { replayed: NftActionResult } {
    const { walletId, key: idempotencyKey } = bound;
    this.settleAdventures();
    return this.deps.ledger.transact(walletId, (ledgerWrite): Hold | { replayed: NftActionResult } => {
      const previous = this.answers.earlier<NftActionResult>(bound);
      if (previous) return { replayed: previous };
      if (this.holdOfNft.get(nftId) || this.holdOfKey.get(walletId, idempotencyKey)) {
        throw new HttpError(409, 'Another action on this NFT is being done: try again in a moment.');
      }
      const now = this.deps.gameNow();
      const stored = this.load(walletId, nftId);
      refuseLocked(stored, now);
      const debits: FundsChange[] = [];
      let reason = `action on ${nftId}`;
      work(stored, now, (changes, why) => {
        const taken = changes.filter((change) => change.delta < 0n);
        if (taken.length === 0) return;
        debits.push(...taken);
        reason = why;
      });
      const bonus = debits.length > 0 ? ledgerWrite(debits, reason) : [];
      const changes = debits.map((debit, i) => ({
        token: debit.token,
        delta: debit.delta,
        bonus: bonus[i] ?? 0n,
      }));
      this.insertHold.run(
        walletId,
        idempotencyKey,
        nftId,
        JSON.stringify(changes.map(toJson)),
        reason,
        Date.now(),
      );
      return { walletId, idempotencyKey, nftId, changes, reason };
    }).result;
  }

  /**
   * Gives a held price back (the bonus part as bonus), once: the hold is deleted in the same transaction,
   * so a hold already booked or given back gives nothing.
   */
  private giveBack(hold: Hold, why: string): void {
    this.deps.ledger.transact(hold.walletId, (write) => {
      if (this.deleteHold.run(hold.walletId, hold.idempotencyKey).changes !== 1) return;
      const refund = hold.changes.flatMap(refundOf);
      if (refund.length > 0) write(refund, `${hold.reason}: price given back, ${why}`);
    });
  }

  /**
   * Gives back every price held when the server stopped between taking it and booking the action; runs at
   * start, before any request. Returns how many holds there were.
   */
  giveBackAbandonedHolds(): number {
    const rows = this.allHolds.all();
    for (const row of rows) this.giveBack(holdOf(row), 'the server restarted before it was done');
    return rows.length;
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

  /**
   * Books an action in one transaction. With `hold` (a p2e NFT, step 4 of `act`), the hold is used up in the
   * same transaction: debits equal to the held price are not taken again, and a held price the action no
   * longer takes goes back.
   */
  private run(bound: IdempotentRequest, nftId: string, work: Work, hold?: Hold): NftActionResult {
    const { walletId, key: idempotencyKey } = bound;
    this.settleAdventures();
    let replayed: NftActionResult | null = null;
    const { result } = this.deps.ledger.transact(walletId, (ledgerWrite) => {
      if (hold && this.deleteHold.run(walletId, idempotencyKey).changes !== 1) {
        throw new HttpError(409, 'This action was interrupted and nothing was charged: try again.');
      }
      let held = hold?.changes ?? [];
      const giveBackUnused = (why: string) => {
        const unused = held.flatMap(refundOf);
        if (unused.length > 0 && hold) ledgerWrite(unused, `${hold.reason}: price given back, ${why}`);
      };
      const previous = this.answers.earlier<NftActionResult>(bound);
      if (previous) {
        giveBackUnused('the key was answered already');
        replayed = previous;
        return null;
      }
      const now = this.deps.gameNow();
      const stored = this.load(walletId, nftId);
      refuseLocked(stored, now);
      const write: Write = (changes, reason) => {
        if (held.length > 0 && sameDebits(changes, held)) held = [];
        else ledgerWrite(changes, reason);
        this.deps.faultAfterDebit?.(reason);
      };
      const outcome = work(stored, now, write);
      giveBackUnused('not taken');
      outcome.record?.();
      const next: StoredNft = {
        nft: outcome.nft,
        energyAt: now,
        starter: stored.starter,
        fedAt: outcome.fedAt ?? stored.fedAt,
        loveAt: outcome.loveAt ?? stored.loveAt,
      };
      this.deps.nfts.save(next);
      const answer: NftActionResult = {
        // In the wallet: read on chain after its price was taken (f2p always are).
        nft: { ...presentNft(next, now), inWallet: true },
        funds: this.deps.ledger.list(walletId) as FundsList,
        earned: outcome.earned,
      };
      // Stored in the same transaction: a retry finds the answer exactly when the action committed.
      this.answers.save(bound, answer, Date.now());
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

/** 409 while the NFT is upgrading or away on an adventure (game clock). */
function refuseLocked(stored: StoredNft, now: number): void {
  const lockedUntil = stored.nft.lockedUntil ? Date.parse(stored.nft.lockedUntil) : 0;
  if (lockedUntil <= now) return;
  const minutes = Math.ceil((lockedUntil - now) / 60_000);
  throw new HttpError(
    409,
    stored.nft.adventure ? `On an adventure: ${minutes} min left.` : `Upgrading: ${minutes} min left.`,
  );
}

/** Whether `changes` are exactly the held debits (same tokens and amounts, in order). */
function sameDebits(changes: readonly FundsChange[], held: readonly HeldChange[]): boolean {
  return (
    changes.length === held.length &&
    changes.every((change, i) => change.token === held[i]?.token && change.delta === held[i]?.delta)
  );
}

/** The credits that undo a held debit: the bonus part back as bonus, the rest withdrawable as it was. */
function refundOf({ token, delta, bonus }: HeldChange): FundsChange[] {
  const plain = -delta - bonus;
  return [
    ...(bonus > 0n ? [{ token, delta: bonus, kind: 'bonus' as const }] : []),
    ...(plain > 0n ? [{ token, delta: plain }] : []),
  ];
}

function toJson({ token, delta, bonus }: HeldChange) {
  return { token, delta: delta.toString(), bonus: bonus.toString() };
}

function holdOf(row: HoldRow): Hold {
  const changes = (JSON.parse(row.changes) as ReturnType<typeof toJson>[]).map((change) => ({
    token: change.token,
    delta: BigInt(change.delta),
    bonus: BigInt(change.bonus),
  }));
  return {
    walletId: row.wallet_id,
    idempotencyKey: row.idempotency_key,
    nftId: row.nft_id,
    changes,
    reason: row.reason,
  };
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

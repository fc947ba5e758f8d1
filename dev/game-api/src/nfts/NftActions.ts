import type { Database } from 'better-sqlite3';
import type { FundsList, Nft, NftActionResult, NftQuote } from '@companion/shared-state/schemas';
import type { NftStore, StoredNft } from '../db/nftStore';
import type { FundsLedger } from '../funds/FundsLedger';
import { fromBaseUnits } from '../funds/units';
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
import { statsFor } from './starterNfts';

export interface NftActionDeps {
  db: Database;
  ledger: FundsLedger;
  nfts: NftStore;
  /** The game clock (ms): locks, energy and upgrades follow it. */
  gameNow: () => number;
  publish: (walletId: string, nft: Nft) => void;
  addXp: (walletId: string, xp: number) => void;
  /** The mini-game's score, decided here: a score sent by the app is never trusted. */
  score: () => number;
}

const HOUR_MS = 3_600_000;
const DECIMALS = 9;
const units = (value: bigint) => fromBaseUnits(value, DECIMALS);

/**
 * Upgrade, repair, feed and mini-game on the player's NFTs (docs/game-api.md, "Inventory"). Each is one
 * IMMEDIATE SQLite transaction: the debit, the NFT's change and the stored answer commit together or not at
 * all, and one NFT's actions run one after another. A request repeated with its idempotency key gets the
 * first answer again and is never charged twice. A price that changed since the player saw it is refused
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

  quote(walletId: string, nftId: string): NftQuote {
    const stored = this.load(walletId, nftId);
    const now = this.deps.gameNow();
    const { nft } = stored;
    const energy = currentEnergy(stored, now);
    const cap = LEVEL_CAPS[nft.rarity];
    const upgrade = nft.level >= cap ? null : upgradeQuote(nft.level);
    const perHour = energyPerHour(nft.level);
    const missing = nft.maxEnergy - energy;
    return {
      nftId,
      levelCap: cap,
      upgrade: upgrade && {
        goldy: units(upgrade.goldy),
        dfl: units(upgrade.dfl),
        durationMs: upgrade.durationMs,
      },
      repair: { goldy: units(repairQuote(nft.level, nft.maxHp - nft.hp)), hp: nft.maxHp - nft.hp },
      energy,
      energyFullAt:
        missing <= 0 ? null : new Date(now + Math.ceil((missing / perHour) * HOUR_MS)).toISOString(),
      energyPerHour: perHour,
    };
  }

  upgrade(walletId: string, request: { nftId: string; idempotencyKey: string; goldy: string; dfl: string }) {
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

  repair(walletId: string, request: { nftId: string; idempotencyKey: string; goldy: string }) {
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

  feed(walletId: string, request: { nftId: string; idempotencyKey: string }) {
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now) => {
      const { nft } = stored;
      if (nft.kind !== 'pet' || nft.loveMeter === null) throw new HttpError(409, 'Only pets can be fed.');
      if (nft.loveMeter >= 100) throw new HttpError(409, 'The love meter is full.');
      const energy = spendEnergy(stored, now);
      const loveMeter = Math.min(100, nft.loveMeter + nft.stats.feedMeterIncrement);
      return { nft: { ...nft, energy, loveMeter }, earned: null };
    });
  }

  play(walletId: string, request: { nftId: string; idempotencyKey: string }) {
    return this.run(walletId, request.idempotencyKey, request.nftId, (stored, now, write) => {
      const { nft } = stored;
      if (nft.hp <= 0) throw new HttpError(409, 'No HP left: repair it first.');
      const energy = spendEnergy(stored, now);
      const score = Math.max(0, Math.min(MINI_GAME_MAX_SCORE, Math.round(this.deps.score())));
      const reward = miniGameReward(score, nft.level, nft.hp, nft.maxHp);
      if (reward > 0n) write([{ token: 'GOLDY', delta: reward }], `mini-game with ${nft.id}`);
      const xp = miniGameXp(score);
      this.deps.addXp(walletId, xp);
      return { nft: { ...nft, energy }, earned: { goldy: units(reward), xp, score } };
    });
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
    work: (
      stored: StoredNft,
      now: number,
      write: (changes: { token: 'GOLDY' | 'DFL'; delta: bigint }[], reason: string) => void,
    ) => { nft: Nft; earned: NftActionResult['earned'] },
  ): NftActionResult {
    let replayed: NftActionResult | null = null;
    const { result, funds } = this.deps.ledger.transact(walletId, (write) => {
      const previous = this.findRequest.get(walletId, idempotencyKey);
      if (previous) {
        replayed = JSON.parse(previous.response) as NftActionResult;
        return null;
      }
      const now = this.deps.gameNow();
      const stored = this.load(walletId, nftId);
      const lockedUntil = stored.nft.lockedUntil ? Date.parse(stored.nft.lockedUntil) : 0;
      if (lockedUntil > now) {
        throw new HttpError(409, `Upgrading: ${Math.ceil((lockedUntil - now) / 60_000)} min left.`);
      }
      const { nft, earned } = work(stored, now, write);
      const next = {
        ...nft,
        lockedUntil: nft.lockedUntil && Date.parse(nft.lockedUntil) > now ? nft.lockedUntil : null,
      };
      this.deps.nfts.save({ nft: next, energyAt: now });
      return { nft: next, earned };
    });
    if (replayed) return replayed;
    const answer: NftActionResult = { ...result!, funds: funds as FundsList };
    this.saveRequest.run(walletId, idempotencyKey, JSON.stringify(answer), Date.now());
    this.deps.publish(walletId, answer.nft);
    return answer;
  }
}

/** Energy now: what was stored, restored on the game clock since, up to the maximum. */
function currentEnergy({ nft, energyAt }: StoredNft, now: number): number {
  if (energyAt === null) return nft.energy;
  const restored = (energyPerHour(nft.level) * (now - energyAt)) / HOUR_MS;
  return Math.min(nft.maxEnergy, Math.round((nft.energy + restored) * 1000) / 1000);
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

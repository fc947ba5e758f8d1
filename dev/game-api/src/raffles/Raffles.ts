import type { Database } from 'better-sqlite3';
import {
  commitmentOf,
  drawWinners,
  entriesHashOf,
  IN_GAME_DECIMALS,
  type BuyTicketsRequest,
  type BuyTicketsResponse,
  type EnterRaffleRequest,
  type EnterRaffleResponse,
  type RaffleEntryList,
  type RaffleEvent,
  type TicketOffers,
  type WalletRaffleList,
} from '@companion/shared-state/schemas';
import { raffleRoutes } from '@companion/shared-state/routes';
import type { NftStore } from '../db/nftStore';
import type { RaffleRow, RaffleStore } from '../db/raffleStore';
import type { FundsChange, FundsLedger } from '../funds/FundsLedger';
import { fromBaseUnits, toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import { IdempotentAnswers, idempotentRequest } from '../idempotency/IdempotentAnswers';
import { createNft } from '../nfts/starterNfts';
import type { GameClock } from '../time/GameClock';
import { dateKey } from '../time/utcPeriods';
import { bonusCapOf, DRAW_DELAY_MS, RAFFLE_SERIES, walletCapOf } from './raffleSeries';
import { MAX_PER_PURCHASE, TICKET_PRICES } from './ticketPrices';
import { prizesOf, toRaffleEvent } from './toWire';

export interface RafflesDeps {
  db: Database;
  store: RaffleStore;
  ledger: FundsLedger;
  nfts: NftStore;
  clock: GameClock;
  /** Real time, for records. */
  now: () => number;
  /** A fresh secret seed: 32 random bytes in hex. */
  newSeed: () => string;
  /** Tells every open app that a raffle changed. */
  publish: (raffle: RaffleEvent) => void;
}

/** How many raffles the list shows: the open and upcoming rounds and the latest past ones. */
const LIST_LIMIT = 12;

/**
 * Raffles on the game clock (docs/game-api.md, "Raffles"): rounds stored ahead with a committed seed, tickets
 * bought and entries taken in one transaction each, then at the close either cancelled with every ticket
 * refunded or closed with the entry-list hash published, and drawn at drawAt with the seed revealed and the
 * prizes credited. `tick` does all that is due; it is safe to run often and from several places.
 *
 * Free value stays free (docs/game-api.md, "Free value stays free"): the ledger makes tickets bought with bonus
 * bonus tickets; an entry keeps what its ticket was, a round takes bonus entries only up to its bonus share,
 * and what an entry brings back (its prize, its ticket refunded) is credited from the entry's share, so a
 * prize won with a bonus entry is bonus and a prize NFT won that way is a bonus NFT.
 */
export class Raffles {
  /** The stored answers of ticket purchases and entries, by idempotency key. */
  private readonly answers: IdempotentAnswers;

  constructor(private readonly deps: RafflesDeps) {
    this.answers = new IdempotentAnswers(deps.db);
  }

  /** Stores the current and next round of each series and settles every raffle that has come due. */
  tick(): void {
    const now = this.deps.clock.now();
    for (const series of RAFFLE_SERIES) {
      for (const offset of [0, 1]) {
        const period = series.period(now, offset);
        const id = `${series.id}-${dateKey(period.start)}`;
        if (this.deps.store.get(id)) continue;
        const seed = this.deps.newSeed();
        const created = this.deps.store.create({
          id,
          series: series.id,
          name: series.name,
          ticket_type: series.ticketType,
          prizes: JSON.stringify(series.prizes),
          starts_at: period.start,
          ends_at: period.end,
          draw_at: period.end + DRAW_DELAY_MS,
          min_entries: series.minEntries,
          max_entries: series.maxEntries,
          wallet_cap: walletCapOf(series.maxEntries),
          bonus_cap: bonusCapOf(series.maxEntries),
          seed,
          commitment: commitmentOf(seed),
        });
        if (created) this.publish(id);
      }
    }
    for (const row of this.deps.store.unsettled()) {
      if (row.status === 'scheduled' && now >= row.ends_at) this.close(row.id);
      if (now >= row.draw_at) this.draw(row.id);
    }
  }

  list(): RaffleEvent[] {
    this.tick();
    return this.deps.store.recent(LIST_LIMIT).map((row) => this.toWire(row));
  }

  entries(raffleId: string): RaffleEntryList {
    this.tick();
    this.raffle(raffleId);
    return { raffleId, entries: this.deps.store.entries(raffleId) };
  }

  walletRaffles(walletId: string): WalletRaffleList {
    this.tick();
    const wins = this.deps.store.walletWins(walletId);
    return this.deps.store.walletRaffles(walletId).map(({ raffle_id, n }) => ({
      raffleId: raffle_id,
      entries: n,
      wins: wins.filter((win) => win.raffle_id === raffle_id).map((win) => win.place),
    }));
  }

  offers(): TicketOffers {
    return {
      offers: (['TICKET', 'GOLDEN_TICKET'] as const).map((ticketType) => ({
        ticketType,
        price: [...TICKET_PRICES[ticketType]],
      })),
      maxPerPurchase: MAX_PER_PURCHASE,
    };
  }

  /** Debits the price and credits the tickets in one ledger write; a repeated key answers the first result. */
  buyTickets(walletId: string, request: BuyTicketsRequest): BuyTicketsResponse {
    const bound = idempotentRequest(walletId, raffleRoutes.buyTickets.name, request);
    return this.deps.ledger.transact(walletId, (write) => {
      const earlier = this.answers.earlier<BuyTicketsResponse>(bound);
      if (earlier) return earlier;
      const cost = TICKET_PRICES[request.ticketType].map(({ token, amount }) => {
        const units = (toBaseUnits(amount, IN_GAME_DECIMALS[token]) ?? 0n) * BigInt(request.quantity);
        return { token, units };
      });
      for (const { token, units } of cost) {
        const { amount } = this.deps.ledger.balance(walletId, token);
        if (amount < units) {
          throw new HttpError(
            409,
            `not enough ${token}: ${request.quantity} ${request.ticketType} cost ` +
              `${fromBaseUnits(units, IN_GAME_DECIMALS[token])} ${token}, you have ` +
              `${fromBaseUnits(amount, IN_GAME_DECIMALS[token])}`,
          );
        }
      }
      const changes: FundsChange[] = [
        ...cost.map(({ token, units }) => ({ token, delta: -units })),
        { token: request.ticketType, delta: BigInt(request.quantity) },
      ];
      write(changes, `bought ${request.quantity} ${request.ticketType}`);
      const response: BuyTicketsResponse = {
        ticketType: request.ticketType,
        quantity: request.quantity,
        cost: cost.map(({ token, units }) => ({
          token,
          amount: fromBaseUnits(units, IN_GAME_DECIMALS[token]),
        })),
        funds: this.deps.ledger.list(walletId),
      };
      this.answers.save(bound, response, this.deps.now());
      return response;
    }).result;
  }

  /** Spends tickets on entries in one transaction, within the window, the raffle's size and the wallet cap. */
  enter(walletId: string, request: EnterRaffleRequest): EnterRaffleResponse {
    this.tick();
    const bound = idempotentRequest(walletId, raffleRoutes.enterRaffle.name, request);
    let entered = false;
    const { result } = this.deps.ledger.transact(walletId, (write) => {
      const earlier = this.answers.earlier<EnterRaffleResponse>(bound);
      if (earlier) return earlier;
      const raffle = this.raffle(request.raffleId);
      const now = this.deps.clock.now();
      if (now < raffle.starts_at) throw new HttpError(409, 'this raffle is not open for entries yet');
      if (raffle.status !== 'scheduled' || now >= raffle.ends_at) {
        throw new HttpError(409, 'entries for this raffle have closed');
      }
      const mine = this.deps.store.walletEntryCount(raffle.id, walletId);
      if (mine + request.entries > raffle.wallet_cap) {
        throw new HttpError(
          409,
          `one wallet may hold at most ${raffle.wallet_cap} entries in this raffle; you have ${mine}`,
        );
      }
      const left = raffle.max_entries - raffle.entry_count;
      if (request.entries > left) throw new HttpError(409, `this raffle has only ${left} entries left`);
      const tickets = this.deps.ledger.balance(walletId, raffle.ticket_type);
      if (tickets.amount < BigInt(request.entries)) {
        throw new HttpError(
          409,
          `not enough ${raffle.ticket_type}: ${request.entries} entries take ${request.entries}, ` +
            `you have ${tickets.amount}`,
        );
      }
      // Bonus tickets go first while the round's bonus share has room; past it, only paid tickets enter.
      const room = Math.max(0, raffle.bonus_cap - this.deps.store.bonusEntryCount(raffle.id));
      const fromBonus = Math.min(request.entries, Number(tickets.bonus), room);
      const paid = tickets.amount - tickets.bonus;
      if (BigInt(request.entries - fromBonus) > paid) {
        throw new HttpError(409, bonusShareTaken(raffle, room, paid));
      }
      const changes: FundsChange[] = [];
      if (fromBonus > 0) changes.push({ token: raffle.ticket_type, delta: -BigInt(fromBonus) });
      if (request.entries > fromBonus) {
        changes.push({
          token: raffle.ticket_type,
          delta: -BigInt(request.entries - fromBonus),
          kind: 'paid',
        });
      }
      const spent = write(changes, `raffle entry ${raffle.id}`).reduce((sum, part) => sum + part, 0n);
      this.deps.store.addEntries(raffle, walletId, request.entries, Number(spent), this.deps.now());
      const response: EnterRaffleResponse = {
        raffle: this.toWire(this.raffle(raffle.id)),
        entries: mine + request.entries,
        funds: this.deps.ledger.list(walletId),
      };
      this.answers.save(bound, response, this.deps.now());
      entered = true;
      return response;
    });
    if (entered) this.publish(request.raffleId);
    return result;
  }

  /** At endsAt: cancelled with every ticket refunded below the minimum, else the entry-list hash published. */
  private close(raffleId: string): void {
    const refunded = this.deps.db
      .transaction(() => {
        const row = this.deps.store.get(raffleId);
        if (row?.status !== 'scheduled') return null;
        const entriesHash = entriesHashOf(this.deps.store.entries(raffleId));
        if (row.entry_count >= row.min_entries) {
          this.deps.store.close(raffleId, entriesHash);
          return [];
        }
        const counts = this.deps.store.entryCounts(raffleId);
        for (const { wallet_id, n, bonus } of counts) {
          // Bonus entries give back bonus tickets.
          const from = { bonus: BigInt(bonus), of: BigInt(n) };
          this.deps.ledger.write(
            wallet_id,
            [{ token: row.ticket_type, delta: BigInt(n), from }],
            `raffle refund ${raffleId}`,
          );
        }
        this.deps.store.finish(raffleId, 'scheduled', 'cancelled', entriesHash, this.deps.now());
        return counts.map((count) => count.wallet_id);
      })
      .immediate();
    if (refunded === null) return;
    for (const walletId of refunded) this.deps.ledger.announce(walletId);
    this.publish(raffleId);
  }

  /** At drawAt: winners drawn from the seed and the entries, each prize credited once, the seed revealed. */
  private draw(raffleId: string): void {
    const paid = this.deps.db
      .transaction(() => {
        const row = this.deps.store.get(raffleId);
        if (row?.status !== 'drawing') return null;
        const prizes = prizesOf(row);
        const winners = drawWinners(row.seed, this.deps.store.entries(raffleId), prizes.length);
        for (const winner of winners) {
          const prize = prizes[winner.place - 1]!;
          this.deps.store.addWinner(raffleId, winner.place, winner.entry, winner.walletId);
          const reason = `raffle prize ${raffleId} place ${winner.place}`;
          // A prize is what its entry was: won with a bonus ticket, it is bonus (an NFT, a bonus NFT).
          const bonus = this.deps.store.isBonusEntry(raffleId, winner.entry);
          if (prize.kind === 'NFT') {
            this.deps.nfts.insert(
              winner.walletId,
              createNft({ collection: 'p2e', type: 'chicken', rarity: 'legendary', level: 1, condition: 1 }),
              this.deps.clock.now(),
              // The player collects it, paying its mint: the game never pays a player's rent.
              { starter: bonus, playerMints: true },
            );
          } else {
            const units = toBaseUnits(prize.amount, IN_GAME_DECIMALS[prize.kind]) ?? 0n;
            const from = { bonus: bonus ? 1n : 0n, of: 1n };
            this.deps.ledger.write(winner.walletId, [{ token: prize.kind, delta: units, from }], reason);
          }
        }
        if (!this.deps.store.finish(raffleId, 'drawing', 'drawn', null, this.deps.now())) {
          throw new Error(`raffle ${raffleId} was drawn twice`);
        }
        return [...new Set(winners.map((winner) => winner.walletId))];
      })
      .immediate();
    if (paid === null) return;
    for (const walletId of paid) this.deps.ledger.announce(walletId);
    this.publish(raffleId);
  }

  private raffle(raffleId: string): RaffleRow {
    const row = this.deps.store.get(raffleId);
    if (!row) throw new HttpError(404, `there is no raffle ${raffleId}`);
    return row;
  }

  private toWire(row: RaffleRow): RaffleEvent {
    return toRaffleEvent(row, this.deps.clock.now(), this.deps.store.winners(row.id));
  }

  private publish(raffleId: string): void {
    const row = this.deps.store.get(raffleId);
    if (row) this.deps.publish(this.toWire(row));
  }
}

/** 409 when the round's bonus share is full and the wallet has too few paid tickets for the rest. */
function bonusShareTaken(raffle: RaffleRow, room: number, paid: bigint): string {
  const need = `${raffle.ticket_type} bought with withdrawable funds`;
  const have = `you have ${paid > 0n ? paid.toString() : 'none'}`;
  return room === 0
    ? `the ${raffle.bonus_cap} entries of this raffle open to bonus tickets are taken: only ${need} can enter now, and ${have}`
    : `only ${room} of the ${raffle.bonus_cap} entries of this raffle open to bonus tickets are left: more entries need ${need}, and ${have}`;
}

import { fromHex, sha256, sha256Hex, toHex } from './sha256';

// How a raffle's winners follow from public data (docs/game-api.md, "Raffles: the draw"). The game server
// draws with these functions and the raffles tab re-runs them in the browser, so both use this one copy.

/** The commitment published when a raffle is created: SHA-256 of the secret seed's bytes, in hex. */
export function commitmentOf(seedHex: string): string {
  const bytes = fromHex(seedHex);
  if (!bytes) throw new RangeError('the seed must be hex');
  return toHex(sha256(bytes));
}

/** The hash published when entries close: SHA-256 of the entrants' wallet ids in entry order, one a line. */
export function entriesHashOf(entries: readonly string[]): string {
  return sha256Hex(entries.join('\n'));
}

export interface DrawnWinner {
  /** 1 for the first prize. */
  place: number;
  /** Position of the winning entry in the ordered entry list, from 0. */
  entry: number;
  walletId: string;
}

/**
 * The winners of `prizeCount` prizes. For prize index i (0 for the first): h = SHA-256 of the text
 * "<seed>:<entriesHash>:<i>", its first 8 bytes read as a big-endian integer, and the winner is the entry at
 * h mod (entries still in the draw); that entry then leaves the draw, so one entry wins at most one prize.
 * With fewer entries than prizes the last prizes go to no one.
 */
export function drawWinners(seedHex: string, entries: readonly string[], prizeCount: number): DrawnWinner[] {
  const entriesHash = entriesHashOf(entries);
  const remaining = entries.map((_, index) => index);
  const winners: DrawnWinner[] = [];
  for (let prize = 0; prize < prizeCount && remaining.length > 0; prize++) {
    const digest = sha256Hex(`${seedHex}:${entriesHash}:${prize}`);
    const pick = Number(BigInt(`0x${digest.slice(0, 16)}`) % BigInt(remaining.length));
    const [entry] = remaining.splice(pick, 1) as [number];
    winners.push({ place: prize + 1, entry, walletId: entries[entry]! });
  }
  return winners;
}

export interface PublishedDraw {
  commitment: string;
  entriesHash: string;
  seed: string;
  entries: readonly string[];
  prizeCount: number;
  winners: readonly DrawnWinner[];
}

export interface DrawCheck {
  /** The revealed seed hashes to the commitment published before any entry. */
  commitmentMatches: boolean;
  /** The published entry list hashes to the entry-list hash published at close. */
  entriesMatch: boolean;
  /** Re-drawing from the seed and the entries gives the published winners, place by place. */
  winnersMatch: boolean;
  ok: boolean;
  expected: DrawnWinner[];
}

/** Checks a past draw from what the server published; anyone can run it. */
export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const seedIsHex = fromHex(draw.seed) !== null && draw.seed.length > 0;
  const commitmentMatches = seedIsHex && commitmentOf(draw.seed) === draw.commitment.toLowerCase();
  const entriesMatch = entriesHashOf(draw.entries) === draw.entriesHash.toLowerCase();
  const expected = seedIsHex ? drawWinners(draw.seed, draw.entries, draw.prizeCount) : [];
  const winnersMatch =
    seedIsHex &&
    expected.length === draw.winners.length &&
    expected.every((winner, i) => {
      const published = draw.winners[i];
      return (
        published?.place === winner.place &&
        published.entry === winner.entry &&
        published.walletId === winner.walletId
      );
    });
  return {
    commitmentMatches,
    entriesMatch,
    winnersMatch,
    ok: commitmentMatches && entriesMatch && winnersMatch,
    expected,
  };
}

import type { MetaStore } from '../db/metaStore';

const OFFSET_KEY = 'game_clock_offset_ms';

/**
 * The game's clock (docs/game-api.md, "The game clock"): real time plus an offset that only the dev routes
 * move forward, so tests and the local stack can reach an unlock, an upgrade's end or a raffle draw without
 * waiting. Game rules (locks, energy, rewards, schedules) read it; sessions and nonces keep real time, so
 * moving the game a month ahead does not sign anyone out. The offset is stored, so it survives a restart.
 */
export class GameClock {
  private offsetMs: number;

  constructor(
    private readonly realNow: () => number,
    private readonly meta: MetaStore,
  ) {
    this.offsetMs = Number(meta.get(OFFSET_KEY) ?? 0);
  }

  now(): number {
    return this.realNow() + this.offsetMs;
  }

  /** Moves the game forward (never back: a lock that ended stays ended). Returns the new game time. */
  advance(ms: number): number {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the game clock only moves forward');
    this.offsetMs += ms;
    this.meta.set(OFFSET_KEY, String(this.offsetMs));
    return this.now();
  }
}

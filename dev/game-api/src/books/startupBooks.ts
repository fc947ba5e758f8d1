import type { LiquidityPool } from '../pool/LiquidityPool';
import { checkBooks, describeDifferences, recordVaultBases, type BooksDeps } from './checkBooks';

export interface StartupDeps {
  pool: LiquidityPool;
  /** Settles player transactions left recorded by a lost answer or a restart. */
  settle: () => Promise<void>;
  log: (line: string) => void;
}

/**
 * The start-up half of "the books equal the chain": on a fresh database the funds vaults' and the pool's
 * starting point is read from the chain before any player transaction can land; then recorded transactions
 * are settled and the books checked. A difference is logged with its figures; one where the pool owes more
 * than it holds pauses adds and removes. Runs once successfully (a chain down at start-up is tried again by
 * the next value-moving request).
 */
export function createBooksCheck(books: BooksDeps, deps: StartupDeps) {
  let done: Promise<void> | undefined;
  const run = async () => {
    await recordVaultBases(books);
    if (books.poolChain) await deps.pool.bookedReserves();
    await deps.settle();
    const lines = await checkBooks(books);
    for (const line of describeDifferences(lines)) deps.log(`the books and the chain differ: ${line}`);
    const owed = lines.filter((line) => line.status === 'owed' && /pool|LP supply/.test(line.name));
    if (owed.length > 0) deps.pool.pause(describeDifferences(owed).join('; '));
  };
  return {
    ready(): Promise<void> {
      done ??= run().catch((error: unknown) => {
        done = undefined;
        throw error;
      });
      return done;
    },
  };
}

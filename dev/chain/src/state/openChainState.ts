import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Keypair } from '@solana/web3.js';
import { Chain } from '../ledger/Chain';
import type { ChainOptions } from '../ledger/Chain';
import { loadOrCreateAuthority } from '../seed/authorityKeypair';
import type { GameAddresses, GameState } from '../seed/gameState';
import { seedGame } from '../seed/seedGame';
import { writeAddresses } from '../seed/writeAddresses';
import { acquireLock } from './dataDirLock';
import { dataPaths } from './dataPaths';
import type { DataPaths } from './dataPaths';
import { LedgerSegments } from './LedgerSegments';
import { readSnapshot, writeSnapshot } from './snapshotFile';

export interface ChainState {
  paths: DataPaths;
  chain: Chain;
  authority: Keypair;
  game: GameState;
  addresses: GameAddresses;
  /** True when no snapshot existed: a new chain with a new stack id. */
  fresh: boolean;
  /** Writes the whole state as it is at the moment of the call. */
  save(): Promise<void>;
  release(): void;
}

/**
 * Takes the data directory, restores the chain from its snapshot (or starts a new one with a new stack id),
 * runs the idempotent seed, publishes addresses.json and stack-id, and saves once so a fresh chain is on disk.
 */
export async function openChainState(dataDir: string, options: ChainOptions = {}): Promise<ChainState> {
  const paths = dataPaths(dataDir);
  fs.mkdirSync(paths.chainDir, { recursive: true });
  const release = acquireLock(paths.lock);
  try {
    const ledger = new LedgerSegments(paths.ledgerDir);
    const stored = readSnapshot(paths.snapshot);
    const chain = stored
      ? Chain.restore(stored.chain, [...ledger.load(stored.segments), ...stored.tail], options)
      : Chain.create(options);
    // A new chain is a new stack: dev/game-api refuses a database made against another one, so chain and
    // game state can only be reset together.
    const stackId = stored?.stackId ?? randomUUID();
    const authority = loadOrCreateAuthority(paths.authority);
    const game = seedGame(chain, authority, stored?.game ?? null);
    const addresses: GameAddresses = { stackId, ...game };
    writeAddresses(paths, addresses);

    const save = async () => {
      // Everything is captured before the first await, so the files agree even if transactions land meanwhile.
      const slot = chain.slot;
      const snapshot = chain.snapshot();
      const records = chain.index.records();
      const { segments, tail } = await ledger.persist(records, snapshot.meta.transactionCount);
      await writeSnapshot(paths.snapshot, { stackId, game, chain: snapshot, segments, tail });
      // Only now may what was processed before `slot` be reported confirmed.
      chain.markDurable(slot);
      await ledger.prune(segments);
    };
    await save();
    return { paths, chain, authority, game, addresses, fresh: !stored, save, release };
  } catch (error) {
    release();
    throw error;
  }
}

import fs from 'node:fs';
import type { ChainMeta, ChainSnapshot } from '../ledger/Chain';
import type { TransactionRecord } from '../ledger/types';
import type { GameState } from '../seed/gameState';
import { writeFileAtomic } from './atomicWrite';

const MAGIC = Buffer.from('DEVCHAIN');
const FORMAT = 1;

/**
 * One file holds the state, so a single rename swaps it at once. Older history lives in segment files,
 * written before the state file that names them.
 */
export interface StoredState {
  stackId: string;
  game: GameState | null;
  chain: ChainSnapshot;
  segments: number[];
  tail: TransactionRecord[];
}

interface StoredMeta {
  format: number;
  stackId: string;
  game: GameState | null;
  chain: ChainMeta;
  segments: number[];
  tail: TransactionRecord[];
}

function encode(state: StoredState): Buffer {
  const { stackId, game, segments, tail } = state;
  const meta: StoredMeta = { format: FORMAT, stackId, game, chain: state.chain.meta, segments, tail };
  const metaBytes = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(metaBytes.length);
  return Buffer.concat([MAGIC, length, metaBytes, state.chain.svm]);
}

function decode(file: string, bytes: Buffer): StoredState {
  const broken = (why: string) =>
    new Error(
      `${file} is not a chain snapshot this version can read (${why}); reset the data directory to start over`,
    );
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    throw broken('bad header');
  const metaLength = bytes.readUInt32LE(MAGIC.length);
  const metaEnd = MAGIC.length + 4 + metaLength;
  if (metaEnd > bytes.length) throw broken('truncated');
  let meta: StoredMeta;
  try {
    meta = JSON.parse(bytes.subarray(MAGIC.length + 4, metaEnd).toString('utf8')) as StoredMeta;
  } catch {
    throw broken('unreadable metadata');
  }
  if (meta.format !== FORMAT) throw broken(`format ${String(meta.format)}`);
  return {
    stackId: meta.stackId,
    game: meta.game,
    chain: { meta: meta.chain, svm: bytes.subarray(metaEnd) },
    segments: meta.segments,
    tail: meta.tail,
  };
}

export function readSnapshot(file: string): StoredState | undefined {
  if (!fs.existsSync(file)) return undefined;
  return decode(file, fs.readFileSync(file));
}

export function writeSnapshot(file: string, state: StoredState): Promise<void> {
  return writeFileAtomic(file, encode(state));
}

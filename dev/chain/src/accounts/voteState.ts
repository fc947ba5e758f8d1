import bs58 from 'bs58';

export const VOTE_PROGRAM_ID = 'Vote111111111111111111111111111111111111111';

/** What getVoteAccounts reports of a vote account. */
export interface VoteSummary {
  nodePubkey: string;
  /** Percent (0-100) of inflation rewards kept by the validator. */
  commission: number;
  /** The newest slot voted on, 0 when the account never voted. */
  lastVote: number;
  rootSlot: number;
  /** [epoch, credits, previous credits], oldest first. */
  epochCredits: [number, number, number][];
}

/** A cursor over bincode-serialized bytes (little-endian, u64 lengths, one-byte option tags). */
class Reader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  skip(bytes: number): void {
    this.offset += bytes;
    if (this.offset > this.data.length) throw new RangeError('vote state truncated');
  }

  pubkey(): string {
    const key = bs58.encode(this.data.subarray(this.offset, this.offset + 32));
    this.skip(32);
    return key;
  }

  u8(): number {
    const value = this.view.getUint8(this.offset);
    this.skip(1);
    return value;
  }

  u16(): number {
    const value = this.view.getUint16(this.offset, true);
    this.skip(2);
    return value;
  }

  u32(): number {
    const value = this.view.getUint32(this.offset, true);
    this.skip(4);
    return value;
  }

  u64(): number {
    const value = Number(this.view.getBigUint64(this.offset, true));
    this.skip(8);
    return value;
  }

  optionU64(): number | null {
    return this.u8() === 1 ? this.u64() : null;
  }
}

// Serialized sizes of the vote state's repeated parts.
const AUTHORIZED_VOTER = 8 + 32;
const PRIOR_VOTERS = 32 * (32 + 8 + 8) + 8 + 1;

/** The fields getVoteAccounts reports, from any of the three vote-state versions a vote account may hold. */
export function decodeVoteState(data: Uint8Array): VoteSummary | undefined {
  const reader = new Reader(data);
  const version = reader.u32();
  if (version < 1 || version > 3) return undefined; // 0: uninitialized (or the pre-1.14 layout)
  const nodePubkey = reader.pubkey();
  reader.pubkey(); // authorized withdrawer
  let commission: number;
  if (version === 3) {
    reader.skip(64); // inflation rewards and block revenue collectors
    commission = Math.floor(reader.u16() / 100);
    reader.skip(2 + 8); // block revenue commission, pending delegator rewards
    if (reader.u8() === 1) reader.skip(48); // BLS public key
  } else {
    commission = reader.u8();
  }
  const voteCount = reader.u64();
  let lastVote = 0;
  for (let i = 0; i < voteCount; i += 1) {
    if (version !== 1) reader.skip(1); // latency
    lastVote = reader.u64();
    reader.u32(); // confirmation count
  }
  const rootSlot = reader.optionU64() ?? 0;
  reader.skip(reader.u64() * AUTHORIZED_VOTER);
  if (version !== 3) reader.skip(PRIOR_VOTERS);
  const epochCredits: [number, number, number][] = [];
  const creditCount = reader.u64();
  for (let i = 0; i < creditCount; i += 1) epochCredits.push([reader.u64(), reader.u64(), reader.u64()]);
  return { nodePubkey, commission, lastVote, rootSlot, epochCredits };
}

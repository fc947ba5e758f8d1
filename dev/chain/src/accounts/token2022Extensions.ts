import bs58 from 'bs58';

/** Token-2022 puts the account-type byte at 165 and the extensions (type u16, length u16, value) after it. */
const TLV_START = 166;
const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

export type UiExtension = { extension: string; state?: Record<string, unknown> };

class Fields {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  private take(bytes: number): number {
    const at = this.offset;
    this.offset += bytes;
    if (this.offset > this.data.length) throw new RangeError('extension truncated');
    return at;
  }

  /** An OptionalNonZeroPubkey: all zeros means none. */
  optionalKey(): string | null {
    const bytes = this.data.subarray(this.take(32), this.offset);
    return bytes.every((byte) => byte === 0) ? null : bs58.encode(bytes);
  }

  key(): string {
    return bs58.encode(this.data.subarray(this.take(32), this.offset));
  }

  bool(): boolean {
    return this.data[this.take(1)] === 1;
  }

  u8(): number {
    return this.data[this.take(1)] as number;
  }

  u16(): number {
    return this.view.getUint16(this.take(2), true);
  }

  i16(): number {
    return this.view.getInt16(this.take(2), true);
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  /** u64 as a JSON number, as the validator prints it (exact below 2^53). */
  u64(): number {
    return Number(this.view.getBigUint64(this.take(8), true));
  }

  i64(): number {
    return Number(this.view.getBigInt64(this.take(8), true));
  }

  f64(): number {
    return this.view.getFloat64(this.take(8), true);
  }

  /** Ciphertexts and ElGamal keys print as base64 of their bytes. */
  base64(bytes: number): string {
    return Buffer.from(this.data.subarray(this.take(bytes), this.offset)).toString('base64');
  }

  /** A Borsh string: u32 length, UTF-8 bytes. */
  string(): string {
    const length = this.u32();
    return Buffer.from(this.data.subarray(this.take(length), this.offset)).toString('utf8');
  }
}

const transferFee = (f: Fields) => ({ epoch: f.u64(), maximumFee: f.u64(), transferFeeBasisPoints: f.u16() });
const pointer = (f: Fields, field: string) => ({ authority: f.optionalKey(), [field]: f.optionalKey() });

/** Each extension type's name in jsonParsed and how its state reads, by ExtensionType number. */
const EXTENSIONS: Record<number, [string, ((f: Fields) => Record<string, unknown>) | null]> = {
  0: ['uninitialized', null],
  1: [
    'transferFeeConfig',
    (f) => ({
      transferFeeConfigAuthority: f.optionalKey(),
      withdrawWithheldAuthority: f.optionalKey(),
      withheldAmount: f.u64(),
      olderTransferFee: transferFee(f),
      newerTransferFee: transferFee(f),
    }),
  ],
  2: ['transferFeeAmount', (f) => ({ withheldAmount: f.u64() })],
  3: ['mintCloseAuthority', (f) => ({ closeAuthority: f.optionalKey() })],
  4: [
    'confidentialTransferMint',
    (f) => ({
      authority: f.optionalKey(),
      autoApproveNewAccounts: f.bool(),
      auditorElgamalPubkey: f.optionalKey(),
    }),
  ],
  5: [
    'confidentialTransferAccount',
    (f) => ({
      approved: f.bool(),
      elgamalPubkey: f.base64(32),
      pendingBalanceLo: f.base64(64),
      pendingBalanceHi: f.base64(64),
      availableBalance: f.base64(64),
      decryptableAvailableBalance: f.base64(36),
      allowConfidentialCredits: f.bool(),
      allowNonConfidentialCredits: f.bool(),
      pendingBalanceCreditCounter: f.u64(),
      maximumPendingBalanceCreditCounter: f.u64(),
      expectedPendingBalanceCreditCounter: f.u64(),
      actualPendingBalanceCreditCounter: f.u64(),
    }),
  ],
  6: ['defaultAccountState', (f) => ({ accountState: ACCOUNT_STATES[f.u8()] ?? 'uninitialized' })],
  7: ['immutableOwner', null],
  8: ['memoTransfer', (f) => ({ requireIncomingTransferMemos: f.bool() })],
  9: ['nonTransferable', null],
  10: [
    'interestBearingConfig',
    (f) => ({
      rateAuthority: f.optionalKey(),
      initializationTimestamp: f.i64(),
      preUpdateAverageRate: f.i16(),
      lastUpdateTimestamp: f.i64(),
      currentRate: f.i16(),
    }),
  ],
  11: ['cpiGuard', (f) => ({ lockCpi: f.bool() })],
  12: ['permanentDelegate', (f) => ({ delegate: f.optionalKey() })],
  13: ['nonTransferableAccount', null],
  14: ['transferHook', (f) => ({ authority: f.optionalKey(), programId: f.optionalKey() })],
  15: ['transferHookAccount', (f) => ({ transferring: f.bool() })],
  16: [
    'confidentialTransferFeeConfig',
    (f) => ({
      authority: f.optionalKey(),
      withdrawWithheldAuthorityElgamalPubkey: f.optionalKey(),
      harvestToMintEnabled: f.bool(),
      withheldAmount: f.base64(64),
    }),
  ],
  17: ['confidentialTransferFeeAmount', (f) => ({ withheldAmount: f.base64(64) })],
  18: ['metadataPointer', (f) => pointer(f, 'metadataAddress')],
  19: [
    'tokenMetadata',
    (f) => {
      const updateAuthority = f.optionalKey();
      const mint = f.key();
      const name = f.string();
      const symbol = f.string();
      const uri = f.string();
      const count = f.u32();
      const additionalMetadata = Array.from({ length: count }, () => [f.string(), f.string()]);
      return { updateAuthority, mint, name, symbol, uri, additionalMetadata };
    },
  ],
  20: ['groupPointer', (f) => pointer(f, 'groupAddress')],
  21: [
    'tokenGroup',
    (f) => ({ updateAuthority: f.optionalKey(), mint: f.key(), size: f.u64(), maxSize: f.u64() }),
  ],
  22: ['groupMemberPointer', (f) => pointer(f, 'memberAddress')],
  23: ['tokenGroupMember', (f) => ({ mint: f.key(), group: f.key(), memberNumber: f.u64() })],
  24: [
    'confidentialMintBurn',
    (f) => ({
      confidentialSupply: f.base64(64),
      decryptableSupply: f.base64(36),
      supplyElgamalPubkey: f.base64(32),
      pendingBurn: f.base64(64),
    }),
  ],
  25: [
    'scaledUiAmountConfig',
    (f) => ({
      authority: f.optionalKey(),
      multiplier: String(f.f64()),
      newMultiplierEffectiveTimestamp: f.i64(),
      newMultiplier: String(f.f64()),
    }),
  ],
  26: ['pausableConfig', (f) => ({ authority: f.optionalKey(), paused: f.bool() })],
  27: ['pausableAccount', null],
};

/**
 * The extensions of a Token-2022 mint or token account, in the validator's jsonParsed form
 * (`{ extension: 'metadataPointer', state: {...} }`, `{ extension: 'immutableOwner' }` for those without state).
 * An entry that cannot be read is `unparseableExtension`, as on a validator. Empty for accounts without any.
 */
export function parseExtensions(data: Uint8Array): UiExtension[] {
  const extensions: UiExtension[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = TLV_START; offset + 4 <= data.length;) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    if (type === 0) break; // the rest of the account is unused space
    const value = data.subarray(offset + 4, offset + 4 + length);
    offset += 4 + length;
    const known = EXTENSIONS[type];
    if (!known || value.length < length) {
      extensions.push({ extension: 'unparseableExtension' });
      continue;
    }
    const [extension, read] = known;
    try {
      extensions.push(read ? { extension, state: read(new Fields(value)) } : { extension });
    } catch {
      extensions.push({ extension: 'unparseableExtension' });
    }
  }
  return extensions;
}

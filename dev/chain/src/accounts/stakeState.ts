import bs58 from 'bs58';

export const STAKE_PROGRAM_ID = 'Stake11111111111111111111111111111111111111';
/** StakeStateV2's serialized size (StakeProgram.space). */
export const STAKE_ACCOUNT_SIZE = 200;
/** activation_epoch of stake that was active from genesis (the validator's bootstrap stake). */
export const BOOTSTRAP_EPOCH = 2n ** 64n - 1n;
const STAKE_STATE_INITIALIZED = 1;
const STAKE_STATE_STAKE = 2;

// Offsets in StakeStateV2::Stake(Meta, Stake, StakeFlags).
const RENT_EXEMPT_RESERVE = 4;
const STAKER = 12;
const WITHDRAWER = 44;
const VOTER = 124;
const STAKE = 156;
const ACTIVATION_EPOCH = 164;
const DEACTIVATION_EPOCH = 172;
const WARMUP_COOLDOWN_RATE = 180;

export interface Delegation {
  voter: string;
  stake: bigint;
  activationEpoch: bigint;
  deactivationEpoch: bigint;
}

/** A stake account's state: initialized (no delegation yet) or delegated; undefined for anything else. */
export function decodeStakeAccount(
  data: Uint8Array,
): { rentExemptReserve: bigint; delegation: Delegation | undefined } | undefined {
  if (data.length < STAKE_ACCOUNT_SIZE) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = view.getUint32(0, true);
  if (tag !== STAKE_STATE_INITIALIZED && tag !== STAKE_STATE_STAKE) return undefined;
  return {
    rentExemptReserve: view.getBigUint64(RENT_EXEMPT_RESERVE, true),
    delegation: decodeDelegation(data),
  };
}

/** The delegation of a delegated stake account, undefined for any other stake state. */
export function decodeDelegation(data: Uint8Array): Delegation | undefined {
  if (data.length < STAKE_ACCOUNT_SIZE) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== STAKE_STATE_STAKE) return undefined;
  return {
    voter: bs58.encode(data.subarray(VOTER, VOTER + 32)),
    stake: view.getBigUint64(STAKE, true),
    activationEpoch: view.getBigUint64(ACTIVATION_EPOCH, true),
    deactivationEpoch: view.getBigUint64(DEACTIVATION_EPOCH, true),
  };
}

/**
 * Whether a delegation counts in `epoch`. Stake warms up and cools down over epochs on a cluster; here there is
 * no stake history, so a delegation counts fully from the epoch after it was made until it is deactivated.
 */
export function isEffective(delegation: Delegation, epoch: number): boolean {
  const current = BigInt(epoch);
  const active = delegation.activationEpoch === BOOTSTRAP_EPOCH || delegation.activationEpoch < current;
  return active && delegation.deactivationEpoch > current;
}

/** A stake account delegated to `voter` since genesis, as a validator's genesis writes it. */
export function bootstrapStakeData(
  authority: Uint8Array,
  voter: Uint8Array,
  stake: bigint,
  rentExemptReserve: bigint,
): Uint8Array {
  const data = new Uint8Array(STAKE_ACCOUNT_SIZE);
  const view = new DataView(data.buffer);
  view.setUint32(0, STAKE_STATE_STAKE, true);
  view.setBigUint64(RENT_EXEMPT_RESERVE, rentExemptReserve, true);
  data.set(authority, STAKER);
  data.set(authority, WITHDRAWER);
  data.set(voter, VOTER);
  view.setBigUint64(STAKE, stake, true);
  view.setBigUint64(ACTIVATION_EPOCH, BOOTSTRAP_EPOCH, true);
  view.setBigUint64(DEACTIVATION_EPOCH, BOOTSTRAP_EPOCH, true);
  view.setFloat64(WARMUP_COOLDOWN_RATE, 0.25, true);
  return data;
}

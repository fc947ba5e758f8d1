/** The EpochSchedule sysvar, in the JSON-RPC's getEpochSchedule shape. */
export interface EpochScheduleInfo {
  slotsPerEpoch: number;
  leaderScheduleSlotOffset: number;
  warmup: boolean;
  firstNormalEpoch: number;
  firstNormalSlot: number;
}

/** Mainnet's schedule: 432,000-slot epochs from slot 0, no short warm-up epochs. */
export const MAINNET_EPOCH_SCHEDULE: EpochScheduleInfo = {
  slotsPerEpoch: 432_000,
  leaderScheduleSlotOffset: 432_000,
  warmup: false,
  firstNormalEpoch: 0,
  firstNormalSlot: 0,
};

// Warm-up epochs start at 32 slots and double until they reach slotsPerEpoch.
const MINIMUM_SLOTS_PER_EPOCH = 32;

export interface EpochPosition {
  epoch: number;
  slotIndex: number;
  slotsInEpoch: number;
}

export function slotsInEpoch(schedule: EpochScheduleInfo, epoch: number): number {
  return epoch < schedule.firstNormalEpoch ? MINIMUM_SLOTS_PER_EPOCH * 2 ** epoch : schedule.slotsPerEpoch;
}

export function firstSlotOfEpoch(schedule: EpochScheduleInfo, epoch: number): number {
  if (epoch <= schedule.firstNormalEpoch) return MINIMUM_SLOTS_PER_EPOCH * (2 ** epoch - 1);
  return (epoch - schedule.firstNormalEpoch) * schedule.slotsPerEpoch + schedule.firstNormalSlot;
}

/** Which epoch `slot` falls in, and where (the validator's get_epoch_and_slot_index). */
export function epochOfSlot(schedule: EpochScheduleInfo, slot: number): EpochPosition {
  if (slot < schedule.firstNormalSlot) {
    // Epoch e of the warm-up holds 32·2^e slots, so it is the bit length of slot + 32, less 6.
    const epoch = (slot + MINIMUM_SLOTS_PER_EPOCH).toString(2).length - 6;
    const length = slotsInEpoch(schedule, epoch);
    return { epoch, slotIndex: slot - (length - MINIMUM_SLOTS_PER_EPOCH), slotsInEpoch: length };
  }
  const normalIndex = slot - schedule.firstNormalSlot;
  const epoch = schedule.firstNormalEpoch + Math.floor(normalIndex / schedule.slotsPerEpoch);
  return { epoch, slotIndex: normalIndex % schedule.slotsPerEpoch, slotsInEpoch: schedule.slotsPerEpoch };
}

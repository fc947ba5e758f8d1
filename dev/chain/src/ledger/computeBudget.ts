import type { MessageCompiledInstruction } from '@solana/web3.js';

export const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111';
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_UNITS = 1_400_000;

export interface ComputeBudget {
  /** Compute units the transaction may use (SetComputeUnitLimit, or 200k per other instruction). */
  unitLimit: number;
  /** SetComputeUnitPrice, in micro-lamports per compute unit (0 when absent). */
  unitPrice: bigint;
}

/** Reads a message's compute-budget instructions (program ids are always static keys). */
export function computeBudgetOf(
  staticKeys: readonly string[],
  instructions: readonly MessageCompiledInstruction[],
) {
  let unitLimit: number | undefined;
  let unitPrice = 0n;
  let otherInstructions = 0;
  for (const ix of instructions) {
    if (staticKeys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM_ID) {
      otherInstructions += 1;
      continue;
    }
    const data = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) unitLimit = data.getUint32(1, true);
    if (ix.data[0] === 3 && ix.data.length >= 9) unitPrice = data.getBigUint64(1, true);
  }
  const budget: ComputeBudget = {
    unitLimit: Math.min(unitLimit ?? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS),
    unitPrice,
  };
  return budget;
}

/** The priority fee in lamports: price × limit, rounded up. */
export function priorityFee(budget: ComputeBudget): number {
  return Number((budget.unitPrice * BigInt(budget.unitLimit) + 999_999n) / 1_000_000n);
}

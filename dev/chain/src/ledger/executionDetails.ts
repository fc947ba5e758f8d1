import bs58 from 'bs58';
import type { TransactionMetadata } from './litesvm';
import type { InnerInstructionSet, ReturnDataJson } from './types';

export interface ExecutionDetails {
  logMessages: string[];
  computeUnitsConsumed: number;
  innerInstructions: InnerInstructionSet[];
  returnData: ReturnDataJson | null;
}

/** Logs, compute units, inner instructions and return data of an executed transaction, in RPC form. */
export function executionDetails(meta: TransactionMetadata): ExecutionDetails {
  const innerInstructions: InnerInstructionSet[] = [];
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return;
    innerInstructions.push({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction();
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: bs58.encode(compiled.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    });
  });
  const returned = meta.returnData();
  const returnedData = returned.data();
  return {
    logMessages: meta.logs(),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    innerInstructions,
    returnData:
      returnedData.length > 0
        ? {
            programId: bs58.encode(returned.programId()),
            data: [Buffer.from(returnedData).toString('base64'), 'base64'],
          }
        : null,
  };
}

const LAMPORTS_PER_SIGNATURE = 5000;

/**
 * The fee LiteSVM charged. Its bindings expose the fee only in the metadata's debug text, which ends with
 * `fee: N }`; the base fee per signature is the fallback if that text ever changes shape.
 */
export function chargedFee(meta: TransactionMetadata, signatureCount: number): number {
  const match = /fee: (\d+) \}\)?\s*$/.exec(meta.toString());
  return match ? Number(match[1]) : LAMPORTS_PER_SIGNATURE * signatureCount;
}

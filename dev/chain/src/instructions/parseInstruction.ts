import bs58 from 'bs58';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  MEMO_PROGRAM_ID,
  MEMO_V1_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../accounts/programIds';
import { associatedTokenParser } from './associatedTokenParser';
import { memoParser } from './memoParser';
import { systemParser } from './systemParser';
import { tokenParser } from './tokenParser';
import type { ProgramParser } from './types';

export interface ParsedInstructionJson {
  program: string;
  programId: string;
  parsed: unknown;
  stackHeight: number | null;
}

export interface PartiallyDecodedInstructionJson {
  programId: string;
  accounts: string[];
  data: string;
  stackHeight: number | null;
}

export type UiInstruction = ParsedInstructionJson | PartiallyDecodedInstructionJson;

const PARSERS = new Map<string, ProgramParser>([
  [SYSTEM_PROGRAM_ID, systemParser],
  [TOKEN_PROGRAM_ID, tokenParser],
  [TOKEN_2022_PROGRAM_ID, tokenParser],
  [ASSOCIATED_TOKEN_PROGRAM_ID, associatedTokenParser],
  [MEMO_PROGRAM_ID, memoParser],
  [MEMO_V1_PROGRAM_ID, memoParser],
]);

/** jsonParsed form of one instruction: decoded for the programs a validator decodes, raw otherwise. */
export function parseInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
  stackHeight: number | null,
): UiInstruction {
  const parser = PARSERS.get(programId);
  const parsed = parser?.parse(accounts, data);
  if (parser && parsed !== undefined) return { program: parser.program, programId, parsed, stackHeight };
  return { programId, accounts, data: bs58.encode(data), stackHeight };
}

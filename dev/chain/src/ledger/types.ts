/** A transaction error as the JSON-RPC API spells it: "BlockhashNotFound" or {"InstructionError":[0,{"Custom":1}]}. */
export type TransactionErrorJson = string | { [variant: string]: unknown };

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface CompiledInstructionJson {
  programIdIndex: number;
  accounts: number[];
  /** base58 */
  data: string;
  stackHeight: number | null;
}

export interface InnerInstructionSet {
  index: number;
  instructions: CompiledInstructionJson[];
}

export interface ReturnDataJson {
  programId: string;
  data: [string, 'base64'];
}

export interface LoadedAddresses {
  writable: string[];
  readonly: string[];
}

/** Everything getTransaction and friends need about one landed transaction. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  /** The transaction as sent, base64. */
  transaction: string;
  version: 'legacy' | 0;
  /** Static keys, then loaded writable, then loaded readonly: the indexes balances refer to. */
  accountKeys: string[];
  loadedAddresses: LoadedAddresses;
  err: TransactionErrorJson | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  innerInstructions: InnerInstructionSet[];
  computeUnitsConsumed: number;
  returnData: ReturnDataJson | null;
}

export interface ChainAccount {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
  rentEpoch: bigint;
}

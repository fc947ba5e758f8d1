// The package's main entry wraps LiteSVM in @solana/kit types; its native class takes raw transaction bytes,
// which is exactly what a JSON-RPC front receives, so the chain talks to it directly.
export {
  LiteSvm,
  EpochSchedule,
  Account as NativeAccount,
  TransactionMetadata,
  FailedTransactionMetadata,
  SimulatedTransactionInfo,
  TransactionErrorInstructionError,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  InstructionErrorCustom,
  InstructionErrorBorshIo,
} from 'litesvm/dist/internal';
export type { Account as SvmAccount, InnerInstruction as SvmInnerInstruction } from 'litesvm/dist/internal';

export { startChain } from './server';
export type { GameAddresses, RunningChain, StartChainOptions } from './server';
export { resetDataDir } from './state/resetDataDir';
export { runLoadTest, describeLoadResult } from './load/runLoadTest';
export type { LoadTestOptions, LoadTestResult } from './load/runLoadTest';
export { closeConnection } from './load/closeConnection';
export { requestFaucet } from './load/requestFaucet';
export { GAME_TOKENS } from './seed/gameTokens';
export type { TokenSymbol } from './seed/gameTokens';

// Request and response schemas of every game call and socket message, shared by the browser client and
// the game server so the two cannot drift. No React and no dependency beyond zod and @noble/hashes.
export * from './common';
export * from './auth';
export * from './funds';
export * from './nfts';
export * from './notifications';
export * from './xp';
export * from './raffles';
export * from './gameEvents';
export * from './transfers';
export * from './clock';
export * from './nftActions';
export * from './staking';
export * from './playerTransactions';
export * from './prices';
export * from './portfolio';
export * from './activity';
export * from './usdValue';
export * from './history';
export { decodeBase58 } from './base58';
export { formatBaseUnits, parseBaseUnits } from './baseUnits';
export { commitmentOf, drawWinners, entriesHashOf, verifyDraw } from './raffleDraw';
export type { DrawCheck, DrawnWinner, PublishedDraw } from './raffleDraw';
export { sha256, sha256Hex, toHex, fromHex } from './sha256';

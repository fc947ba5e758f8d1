// The frame side of the bridge: what the mini-app uses when a wallet frames it.
export { connectToHost, TIMEOUTS, TIMEOUT_MESSAGES } from './connectToHost';
export type { ConnectOptions, HostConnection, MessageSource, MessageTarget } from './connectToHost';
export { createHostWallet, registerHostWallet } from './createHostWallet';
export { BridgeError, isBridgeError } from '../protocol';

// The host side of the bridge: what a wallet includes to frame the mini-app (docs/embedding.md).
export { createMiniAppHost } from './createMiniAppHost';
export type {
  HostAccount,
  HostRequest,
  HostWallet,
  HostWindow,
  MiniAppHost,
  MiniAppHostOptions,
} from './createMiniAppHost';
export { BridgeError, PROTOCOL, SUPPORTED_VERSIONS } from '../protocol';

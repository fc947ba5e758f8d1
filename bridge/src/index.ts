// The embedding protocol shared by both sides (docs/embedding.md). The frame side is at
// '@companion/wallet-bridge/frame', the host side (for wallets) at '@companion/wallet-bridge/host'.
export * from './protocol';

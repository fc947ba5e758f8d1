// The app must start offline and inside wallets with strict CSP: drop CSS @imports of network
// resources (the wallet dialog's stylesheet pulls a web font); the font stacks fall back locally.
module.exports = function stripNetworkImports(source) {
  return source.replace(/@import\s+url\(\s*['"]?https?:[^)]*\)\s*;?/g, '');
};

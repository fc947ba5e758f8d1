// `npm start`: installs what is missing, builds what changed, starts the whole local stack and prints
// the URL. `npm start -- --reset` starts from an empty chain and game database (always both).
// `npm start -- --without home,transfer` leaves those tabs' ports to their own dev servers
// (`pnpm --filter @companion/home start`), which the shell then loads.
import pnpmTools from './lib/pnpm.cjs';
import { buildApps } from './lib/build.mjs';

const reset = process.argv.includes('--reset');
const withoutAt = process.argv.indexOf('--without');
const without = withoutAt === -1 ? [] : (process.argv[withoutAt + 1] ?? '').split(',').filter(Boolean);
pnpmTools.installPackages();
await buildApps();

const { startStack } = await import('./lib/stack.cjs');
const stack = await startStack({
  reset,
  without,
  farcasterHost: true,
  log: (name, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `)),
});
console.log(`\nThe companion app is running: ${stack.urls.shell}`);
console.log(`Inside the local wallet host:  ${stack.urls.walletHost}`);
console.log(`Inside a local Farcaster client: ${stack.urls.farcasterHost}\n`);
console.log(`  chain      ${stack.urls.rpc}  ${stack.urls.rpcWs}`);
console.log(`  game API   ${stack.urls.gameApi}`);
for (const [name, server] of Object.entries(stack.remotes)) console.log(`  ${name.padEnd(10)} ${server.url}`);
console.log(`  cdn        ${stack.urls.cdn}  (pnpm deploy:remote <tab>, docs/deploying.md)`);
for (const name of without) {
  console.log(
    `  ${name.padEnd(10)} http://127.0.0.1:${stack.ports[name]}  (start it: pnpm --filter @companion/${name} start)`,
  );
}
console.log('\nPress Ctrl+C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.close();
    process.exit(0);
  });
}

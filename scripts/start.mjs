// `npm start`: installs what is missing, builds what changed, starts the whole local stack and prints
// the URL. `npm start -- --reset` starts from an empty chain and game database (always both).
import pnpmTools from './lib/pnpm.cjs';
import { buildApps } from './lib/build.mjs';

const reset = process.argv.includes('--reset');
pnpmTools.installPackages();
await buildApps();

const { startStack } = await import('./lib/stack.cjs');
const stack = await startStack({
  reset,
  log: (name, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `)),
});
console.log(`\nThe companion app is running: ${stack.urls.shell}\n`);
console.log(`  chain      ${stack.urls.rpc}  ${stack.urls.rpcWs}`);
console.log(`  game API   ${stack.urls.gameApi}`);
for (const [name, server] of Object.entries(stack.remotes)) console.log(`  ${name.padEnd(10)} ${server.url}`);
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

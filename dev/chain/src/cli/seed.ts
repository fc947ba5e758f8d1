// Seeds the chain state in DATA_DIR without serving it (the server also seeds at every start), then prints
// the addresses. Refuses while a chain is running on that directory.
import { defaultDataDir } from '../config';
import { openChainState } from '../state/openChainState';

async function main(): Promise<void> {
  const state = await openChainState(defaultDataDir());
  state.release();
  console.log(JSON.stringify(state.addresses, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import path from 'node:path';

/** Every file the chain reads or writes in the data directory (the contract with the rest of the stack). */
export interface DataPaths {
  dataDir: string;
  chainDir: string;
  snapshot: string;
  ledgerDir: string;
  lock: string;
  authority: string;
  addresses: string;
  stackId: string;
}

export function dataPaths(dataDir: string): DataPaths {
  const chainDir = path.join(dataDir, 'chain');
  return {
    dataDir,
    chainDir,
    snapshot: path.join(chainDir, 'state.bin'),
    ledgerDir: path.join(chainDir, 'ledger'),
    lock: path.join(chainDir, 'server.pid'),
    authority: path.join(dataDir, 'game-authority.json'),
    addresses: path.join(dataDir, 'addresses.json'),
    stackId: path.join(dataDir, 'stack-id'),
  };
}

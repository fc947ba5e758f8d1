import fs from 'node:fs';
import { writeFileAtomicSync } from '../state/atomicWrite';
import type { DataPaths } from '../state/dataPaths';
import type { GameAddresses } from './gameState';

/** Publishes the stack id and the seeded addresses where the launcher and dev/game-api read them. */
export function writeAddresses(paths: DataPaths, addresses: GameAddresses): void {
  const stackIdOnDisk = fs.existsSync(paths.stackId)
    ? fs.readFileSync(paths.stackId, 'utf8').trim()
    : undefined;
  if (stackIdOnDisk !== addresses.stackId) writeFileAtomicSync(paths.stackId, `${addresses.stackId}\n`);
  const { stackId, authority, mints, vaults, pool } = addresses;
  writeFileAtomicSync(
    paths.addresses,
    `${JSON.stringify({ stackId, authority, mints, vaults, pool }, null, 2)}\n`,
  );
}

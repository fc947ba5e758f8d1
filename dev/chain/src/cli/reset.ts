// Deletes DATA_DIR (default <repo>/.local): chain snapshot and game database together, never one alone.
import { defaultDataDir } from '../config';
import { resetDataDir } from '../state/resetDataDir';

try {
  const dataDir = defaultDataDir();
  resetDataDir(dataDir);
  console.log(`reset ${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import fs from 'node:fs';
import path from 'node:path';

let sequence = 0;

function tempPath(file: string): string {
  sequence += 1;
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${sequence}.tmp`);
}

/** Readers never see a half-written file: write a temporary file beside it, then rename over it. */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode?: number): Promise<void> {
  const temp = tempPath(file);
  try {
    await fs.promises.writeFile(temp, data, mode === undefined ? undefined : { mode });
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

export function writeFileAtomicSync(file: string, data: string | Uint8Array, mode?: number): void {
  const temp = tempPath(file);
  try {
    fs.writeFileSync(temp, data, mode === undefined ? undefined : { mode });
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the data directory's chain lock, or undefined when nobody (alive) holds it. */
export function lockHolder(lockFile: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/**
 * Two chains writing one snapshot would silently lose transactions, so a data directory is held by one
 * chain at a time. Returns the release function.
 */
export function acquireLock(lockFile: string): () => void {
  const holder = lockHolder(lockFile);
  if (holder !== undefined) {
    throw new Error(
      `another chain (pid ${holder}) is using ${path.dirname(lockFile)}; stop it first or use another DATA_DIR`,
    );
  }
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // A lock left by a dead process is taken over; `wx` makes two simultaneous starters race safely.
  fs.rmSync(lockFile, { force: true });
  fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.rmSync(lockFile, { force: true });
  };
}

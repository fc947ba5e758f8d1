import fs from 'node:fs';
import { TEST_DURATION_FILE } from './paths';

export interface TestDuration {
  seconds: number;
  /** Whether that run passed: a failed run stops early, so its time is not the full command's. */
  ok: boolean;
  at: string;
}

/** The whole test command is too long to run here: its last run records its own duration. */
export function readTestDuration(): TestDuration | null {
  if (!fs.existsSync(TEST_DURATION_FILE)) return null;
  try {
    const data = JSON.parse(fs.readFileSync(TEST_DURATION_FILE, 'utf8')) as Partial<TestDuration>;
    if (typeof data.seconds !== 'number') return null;
    return { seconds: Math.round(data.seconds), ok: data.ok === true, at: String(data.at ?? '') };
  } catch {
    return null;
  }
}

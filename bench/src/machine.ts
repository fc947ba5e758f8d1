import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** The machine's 1-minute load average as the timings begin: other work on it slows every timing. */
  loadAverage: number;
}

export function describeMachine(chromiumVersion: string): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: chromiumVersion,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
  };
}

import type { Page } from 'playwright-core';

/** Lighthouse's mobile profile: a mid-range phone on a slow 4G link. */
export const CONDITIONS = {
  cpuSlowdown: 4,
  network: {
    name: 'mobile (slow 4G)',
    latencyMs: 150,
    downloadKbps: 1600,
    uploadKbps: 750,
    /**
     * Round trips before a new connection carries its first request: TCP, then TLS 1.3. Charged by the HTTPS
     * proxies of the whole-path figures (bench/src/network/originProxy.ts), not by the emulation.
     */
    connectRtts: 2,
  },
} as const;

export function describeConditions(): string {
  const { cpuSlowdown, network } = CONDITIONS;
  return (
    `${cpuSlowdown}× CPU slowdown; ${network.name}: ${network.latencyMs} ms latency, ` +
    `${network.downloadKbps / 1000} Mbps down, ${network.uploadKbps} kbps up`
  );
}

/**
 * Applies the profile through the DevTools protocol; call before the page navigates. `cpuOnly` leaves the
 * network alone, for figures measured from an answer's arrival, where the link does not count.
 */
export async function throttle(page: Page, cpuOnly = false): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  if (cpuOnly) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.network.latencyMs,
    // The protocol takes bytes per second.
    downloadThroughput: (CONDITIONS.network.downloadKbps * 1000) / 8,
    uploadThroughput: (CONDITIONS.network.uploadKbps * 1000) / 8,
    connectionType: 'cellular4g',
  });
}

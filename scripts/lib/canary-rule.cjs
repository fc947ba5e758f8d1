// The rule `pnpm canary:watch` decides a canary by (docs/deploying.md, "Errors per version, and rollback on
// them"): the canary's error rate against the live version's, once the canary has enough loads to go by.

/** The rule's figures: the only place they are written. */
const CANARY_RULE = {
  /** Page loads that reported the canary before anything is decided. */
  minimumLoads: 20,
  /** Rolled back when its error rate is more than this many percentage points above live's. */
  marginPoints: 2,
  /** Promoted only under this error rate (percent), and within the margin. */
  promoteUnderPercent: 5,
};

/**
 * @typedef {{ loads: number, errors: number }} Figures page loads that reported a version, and those of them
 *   that reported an error (a load that failed, was refused or incompatible, or a render error)
 * @typedef {{ action: 'promote' | 'rollback' | 'wait', reason: string }} Decision
 */

/** @param {Figures} figures */
const percent = ({ loads, errors }) => (loads === 0 ? 0 : (100 * errors) / loads);

/** @param {Figures} figures the rate, as "5.0 % (1 of 20 loads)" */
function rateText(figures) {
  return `${percent(figures).toFixed(1)} % (${figures.errors} of ${figures.loads} loads)`;
}

/**
 * Promote, roll back or wait, with why. Exact at the boundaries: compared in whole numbers, never in rounded
 * rates. Live with no loads counts as 0 %.
 * @param {{ canary: Figures, live: Figures }} figures
 * @param {typeof CANARY_RULE} [rule]
 * @returns {Decision}
 */
function canaryDecision({ canary, live }, rule = CANARY_RULE) {
  if (canary.loads < rule.minimumLoads) {
    return {
      action: 'wait',
      reason: `the canary has ${canary.loads} loads; ${rule.minimumLoads} are needed before deciding`,
    };
  }
  // canary% > live% + margin, as canaryErrors/canaryLoads > liveErrors/liveLoads + margin/100, cleared of
  // fractions (live with no loads: canary% > margin).
  const liveLoads = live.loads || 1;
  const canaryScaled = 100 * canary.errors * liveLoads;
  const limitScaled = 100 * live.errors * canary.loads + rule.marginPoints * canary.loads * liveLoads;
  if (canaryScaled > limitScaled) {
    return {
      action: 'rollback',
      reason: `its error rate is more than ${rule.marginPoints} points above live's`,
    };
  }
  const within = `its error rate is within ${rule.marginPoints} points of live's`;
  if (100 * canary.errors < rule.promoteUnderPercent * canary.loads) {
    return { action: 'promote', reason: `${within} and under ${rule.promoteUnderPercent} %` };
  }
  return { action: 'wait', reason: `${within} but not under ${rule.promoteUnderPercent} %` };
}

module.exports = { CANARY_RULE, canaryDecision, rateText };

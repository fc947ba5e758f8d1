// The rule `pnpm canary:watch` decides a canary by, at its boundaries (scripts/lib/canary-rule.cjs).

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CANARY_RULE, canaryDecision, rateText } = require('../../scripts/lib/canary-rule.cjs') as {
  CANARY_RULE: { minimumLoads: number; marginPoints: number; promoteUnderPercent: number };
  canaryDecision: (figures: { canary: Figures; live: Figures }) => { action: string; reason: string };
  rateText: (figures: Figures) => string;
};

interface Figures {
  loads: number;
  errors: number;
}

const decide = (canary: Figures, live: Figures) => canaryDecision({ canary, live }).action;

describe('the canary rule', () => {
  it('is 20 canary loads at least, 2 points above live to roll back, under 5 % to promote', () => {
    expect(CANARY_RULE).toEqual({ minimumLoads: 20, marginPoints: 2, promoteUnderPercent: 5 });
  });

  it('waits for 20 loads on the canary, however bad it looks, and says so', () => {
    expect(canaryDecision({ canary: { loads: 19, errors: 19 }, live: { loads: 1000, errors: 0 } })).toEqual({
      action: 'wait',
      reason: 'the canary has 19 loads; 20 are needed before deciding',
    });
    expect(decide({ loads: 20, errors: 20 }, { loads: 1000, errors: 0 })).toBe('rollback');
  });

  it('rolls back strictly above live + 2 points: exactly 2 points above is within the margin', () => {
    // live 1 %, canary 3 % (exactly +2): not rolled back; 3 % is under 5 %, so promoted.
    expect(decide({ loads: 100, errors: 3 }, { loads: 100, errors: 1 })).toBe('promote');
    // live 1 %, canary 3.01 %: rolled back.
    expect(decide({ loads: 10000, errors: 301 }, { loads: 100, errors: 1 })).toBe('rollback');
    expect(canaryDecision({ canary: { loads: 20, errors: 1 }, live: { loads: 100, errors: 0 } })).toEqual({
      action: 'rollback',
      reason: "its error rate is more than 2 points above live's",
    });
  });

  it('promotes strictly under 5 %: at 5 % it waits, saying why', () => {
    // live 4 %, canary 4.95 %: within the margin and under 5 %.
    expect(decide({ loads: 2000, errors: 99 }, { loads: 100, errors: 4 })).toBe('promote');
    // live 4 %, canary exactly 5 %: within the margin, not under 5 %.
    expect(canaryDecision({ canary: { loads: 20, errors: 1 }, live: { loads: 100, errors: 4 } })).toEqual({
      action: 'wait',
      reason: "its error rate is within 2 points of live's but not under 5 %",
    });
    // live 10 %, canary 12 %: within the margin of a bad live, never promoted.
    expect(decide({ loads: 100, errors: 12 }, { loads: 100, errors: 10 })).toBe('wait');
  });

  it('counts live with no loads as 0 %: the canary must stay within 2 %', () => {
    expect(decide({ loads: 50, errors: 1 }, { loads: 0, errors: 0 })).toBe('promote');
    expect(decide({ loads: 50, errors: 2 }, { loads: 0, errors: 0 })).toBe('rollback');
    expect(canaryDecision({ canary: { loads: 20, errors: 0 }, live: { loads: 0, errors: 0 } })).toEqual({
      action: 'promote',
      reason: "its error rate is within 2 points of live's and under 5 %",
    });
  });

  it('prints a rate with its figures', () => {
    expect(rateText({ loads: 20, errors: 1 })).toBe('5.0 % (1 of 20 loads)');
    expect(rateText({ loads: 0, errors: 0 })).toBe('0.0 % (0 of 0 loads)');
  });
});

/**
 * The level curve: reaching level n takes 50·n·(n−1) XP in total (level 2 at 100, 3 at 300, 4 at 600, ...),
 * so each level costs 100 XP more than the one before.
 */
const XP_STEP = 50;

export function xpToReach(level: number): number {
  return XP_STEP * level * (level - 1);
}

/** The level a total XP gives, and the total XP at which the next level starts. */
export function levelFor(xp: number): { level: number; nextLevelXp: number } {
  // Start from the closed-form estimate, then step so float rounding cannot be off by one.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * xp) / XP_STEP)) / 2));
  while (level > 1 && xpToReach(level) > xp) level--;
  while (xpToReach(level + 1) <= xp) level++;
  return { level, nextLevelXp: xpToReach(level + 1) };
}

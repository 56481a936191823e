// Kept apart from the editor's modules: the flag list and the matrix import only this.

/** The chip beside an environment in the flag list and the matrix: "20% rollout", "Targeting". */
export function targetingChipLabel(hasTargeting: boolean, rolloutPercentage: number | null | undefined): string | null {
  if (!hasTargeting) return null;
  if (rolloutPercentage !== null && rolloutPercentage !== undefined && rolloutPercentage > 0 && rolloutPercentage < 100) {
    return `${Number.isInteger(rolloutPercentage) ? rolloutPercentage : rolloutPercentage.toFixed(1)}% rollout`;
  }
  return 'Targeting';
}

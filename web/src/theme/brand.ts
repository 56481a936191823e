import { ACCENT } from './themePrimitives';

/** The brand mark's shape, once: the React mark (BrandMark) and the static boot shell (build/bootShell) draw it. */
export const BRAND_MARK = {
  viewBox: '0 0 64 64',
  tile: { width: 64, height: 64, rx: 14, fill: ACCENT },
  flag: { d: 'M20 14v36M20 16h22l-5 8 5 8H20', stroke: '#fff', strokeWidth: 5 },
} as const;

/** The product's name as the brand row shows it. */
export const BRAND_NAME = 'Flagstream';

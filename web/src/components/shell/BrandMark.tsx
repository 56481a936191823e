import { styled } from '@mui/material/styles';
import { BRAND_MARK } from '../../theme/brand';

const Mark = styled('svg', { shouldForwardProp: (p) => p !== 'size' })<{ size: number }>(({ size }) => ({ width: size, height: size, flexShrink: 0 }));

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Mark viewBox={BRAND_MARK.viewBox} size={size} aria-hidden>
      <rect {...BRAND_MARK.tile} />
      <path
        d={BRAND_MARK.flag.d}
        fill="none"
        stroke={BRAND_MARK.flag.stroke}
        strokeWidth={BRAND_MARK.flag.strokeWidth}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Mark>
  );
}

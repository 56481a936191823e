import { styled } from '@mui/material/styles';

const Mark = styled('svg', { shouldForwardProp: (p) => p !== 'size' })<{ size: number }>(({ size }) => ({ width: size, height: size, flexShrink: 0 }));

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Mark viewBox="0 0 64 64" size={size} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#5b4bdb" />
      <path d="M20 14v36M20 16h22l-5 8 5 8H20" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" />
    </Mark>
  );
}

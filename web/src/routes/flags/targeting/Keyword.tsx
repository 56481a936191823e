import { Typography } from '@mui/material';

/** A small caps word of a rule sentence: IF, AND, OR, THEN SERVE, OTHERWISE. */
export function Keyword({ children, tone = 'primary' }: { children: string; tone?: 'primary' | 'neutral' }) {
  return (
    <Typography component="span" variant={tone === 'primary' ? 'keyword' : 'keywordMuted'}>
      {children}
    </Typography>
  );
}

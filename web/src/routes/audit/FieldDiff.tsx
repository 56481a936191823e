import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import EastRoundedIcon from '@mui/icons-material/EastRounded';
import { fieldLabel, fieldValueText, readingOrder } from './auditModel';
import type { FieldChangeView } from './auditModel';

type Tone = 'before' | 'after' | 'plain';

/** A value in a diff: the old one struck through in red, the new one in green. */
export function DiffValue({ text, tone }: { text: string; tone: Tone }) {
  const empty = text === '—' || text === 'flag default' || text === 'not set';
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={(t: Theme) => ({
        fontFamily: 'fontFamilyMono',
        fontSize: 12.5,
        lineHeight: '20px',
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        maxWidth: '100%',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        display: 'inline-block',
        ...(empty
          ? { color: 'text.secondary', bgcolor: 'action.hover' }
          : tone === 'before'
            ? {
                color: t.palette.mode === 'dark' ? '#fca5a5' : '#a31b1b',
                bgcolor: alpha(t.palette.error.main, 0.09),
                textDecoration: 'line-through',
                textDecorationColor: alpha(t.palette.error.main, 0.5),
              }
            : tone === 'after'
              ? { color: t.palette.mode === 'dark' ? '#86efac' : '#116b2f', bgcolor: alpha(t.palette.success.main, 0.1) }
              : { bgcolor: 'action.hover' }),
      })}
    >
      {text}
    </Box>
  );
}

/**
 * Field-level changes, old → new. `mode` "added" lists the new values alone, "removed" the old
 * ones alone (an entity that appeared or disappeared).
 */
export function FieldDiff({
  changes,
  mode = 'changed',
  names,
}: {
  changes: FieldChangeView[];
  mode?: 'changed' | 'added' | 'removed';
  names?: Record<string, string>;
}) {
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed.
      </Typography>
    );
  return (
    <Box
      role="table"
      aria-label="Field changes"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(110px, max-content) 1fr' },
        columnGap: 2.5,
        rowGap: { xs: 0.25, sm: 1 },
        alignItems: 'baseline',
      }}
    >
      {readingOrder(changes).map((c) => {
        const { label, mono } = fieldLabel(c.field);
        const before = fieldValueText(c.field, c.before, names);
        const after = fieldValueText(c.field, c.after, names);
        return (
          // A row that lays its two cells out in the parent grid (display: contents) and keeps the table's ARIA whole.
          <Box key={c.field} role="row" sx={{ display: 'contents' }}>
            <Typography
              role="rowheader"
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, pt: { xs: 1, sm: 0 }, ...(mono ? { fontFamily: 'fontFamilyMono' } : {}), overflowWrap: 'anywhere' }}
            >
              {label}
            </Typography>
            <Box role="cell" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
              {mode !== 'added' && <DiffValue text={before} tone={mode === 'removed' ? 'plain' : 'before'} />}
              {mode === 'changed' && <EastRoundedIcon sx={{ fontSize: 16, color: 'text.secondary' }} titleAccess="changed to" />}
              {mode !== 'removed' && <DiffValue text={after} tone={mode === 'added' ? 'plain' : 'after'} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

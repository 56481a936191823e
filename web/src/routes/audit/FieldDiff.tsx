import { Box, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import EastRoundedIcon from '@mui/icons-material/EastRounded';
import { fieldLabel, fieldValueText, isEmptyValue, readingOrder } from './auditModel';
import type { FieldChangeView } from './auditModel';

type Tone = 'before' | 'after' | 'plain';

/** A value in a diff: monospace, wrapping anywhere; tinted by its tone (an empty one is plain and grey). */
const DiffText = styled('span', { shouldForwardProp: (p) => p !== 'tone' && p !== 'empty' })<{ tone: Tone; empty: boolean }>(({ theme, tone, empty }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12.5,
  lineHeight: '20px',
  padding: theme.spacing(0.125, 0.75),
  borderRadius: Number(theme.shape.borderRadius),
  maxWidth: '100%',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  display: 'inline-block',
  ...(empty
    ? { color: theme.palette.text.secondary, backgroundColor: theme.palette.action.hover }
    : tone === 'before'
      ? {
          color: theme.palette.mode === 'dark' ? '#fca5a5' : '#a31b1b',
          backgroundColor: alpha(theme.palette.error.main, 0.09),
          textDecoration: 'line-through',
          textDecorationColor: alpha(theme.palette.error.main, 0.5),
        }
      : tone === 'after'
        ? { color: theme.palette.mode === 'dark' ? '#86efac' : '#116b2f', backgroundColor: alpha(theme.palette.success.main, 0.1) }
        : { backgroundColor: theme.palette.action.hover }),
}));

/** A value in a diff: the old one struck through in red, the new one in green. */
export function DiffValue({ text, tone }: { text: string; tone: Tone }) {
  return (
    <DiffText data-tone={tone} tone={tone} empty={isEmptyValue(text)}>
      {text}
    </DiffText>
  );
}

/** Label and values side by side from sm, stacked on phones. */
const DiffGrid = styled(Box)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: theme.spacing(2.5),
  rowGap: theme.spacing(0.25),
  alignItems: 'baseline',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(110px, max-content) 1fr', rowGap: theme.spacing(1) },
}));
/** A row that lays its two cells out in the parent grid and keeps the table's ARIA whole. */
const DiffRow = styled(Box)({ display: 'contents' });
const FieldName = styled(Typography, { shouldForwardProp: (p) => p !== 'mono' })<{ mono: boolean }>(({ theme, mono }) => ({
  fontWeight: 600,
  paddingTop: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { paddingTop: 0 },
  ...(mono ? { fontFamily: theme.typography.fontFamilyMono } : {}),
  overflowWrap: 'anywhere',
}));
const Values = styled(Box)(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.75), minWidth: 0 }));
const ChangedTo = styled(EastRoundedIcon)(({ theme }) => ({ fontSize: 16, color: theme.palette.text.secondary }));

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
    <DiffGrid role="table" aria-label="Field changes">
      {readingOrder(changes).map((c) => {
        const { label, mono } = fieldLabel(c.field);
        const before = fieldValueText(c.field, c.before, names);
        const after = fieldValueText(c.field, c.after, names);
        return (
          <DiffRow key={c.field} role="row">
            <FieldName role="rowheader" variant="caption" color="text.secondary" mono={mono}>
              {label}
            </FieldName>
            <Values role="cell">
              {mode !== 'added' && <DiffValue text={before} tone={mode === 'removed' ? 'plain' : 'before'} />}
              {mode === 'changed' && <ChangedTo titleAccess="changed to" />}
              {mode !== 'removed' && <DiffValue text={after} tone={mode === 'added' ? 'plain' : 'after'} />}
            </Values>
          </DiffRow>
        );
      })}
    </DiffGrid>
  );
}

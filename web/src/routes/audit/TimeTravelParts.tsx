import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { FlagValueView, KeyText } from '../flags/FlagBits';
import { KindDot } from './KindMarks';
import { sinceChipOf, typeOfValue, valueEntries } from './timeTravelModel';
import type { SinceState } from './timeTravelModel';

/** The padding of the time-travel cards, a little less on phones. */
export const PanelContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5), '&:last-child': { paddingBottom: theme.spacing(2.5) } },
}));

/** The accent-tinted summary above the past project. */
export const SummaryBox = styled(Box)(({ theme }) => ({
  padding: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5) },
  borderRadius: 14,
  border: `1px solid ${alpha(theme.palette.primary.main, 0.25)}`,
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
  display: 'flex',
  gap: theme.spacing(2),
  alignItems: 'center',
}));

/** "Deleted since" / "Changed since": how a past entity compares with the project today. */
export function SinceChip({ state }: { state: SinceState }) {
  const chip = sinceChipOf(state);
  return chip && <Chip size="badge" label={chip.label} color={chip.colour} variant="outlined" />;
}

export function Section({ kind, title, count, children }: { kind: string; title: string; count: number; children: ReactNode }) {
  return (
    <Card>
      <PanelContent>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5 }}>
          <KindDot kind={kind} size={10} />
          <Typography variant="sectionTitle" component="h3">
            {title}
          </Typography>
          <Chip size="xsmall" label={count} />
        </Stack>
        {children}
      </PanelContent>
    </Card>
  );
}

const RowBox = styled(Box, { shouldForwardProp: (p) => p !== 'last' })<{ last?: boolean }>(({ theme, last }) => ({
  padding: theme.spacing(1.5, 0),
  borderBottom: last ? 0 : `1px solid ${theme.palette.divider}`,
  '&:first-of-type': { paddingTop: theme.spacing(0.5) },
}));

/** One entity of a section: its details, and Restore when it may be restored. */
export function Row({ children, last, action, testId }: { children: ReactNode; last?: boolean; action?: ReactNode; testId?: string }) {
  return (
    <RowBox last={last}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid={testId}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {action}
      </Stack>
    </RowBox>
  );
}

export function RestoreButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="small" color="warning" startIcon={<RestoreRoundedIcon />} onClick={onClick} aria-label={`Restore “${name}”`} sx={{ flexShrink: 0 }}>
      Restore
    </Button>
  );
}

const ValueGrid = styled(Box)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  alignItems: 'center',
}));

/** An environment's or override's per-flag values: key, value, and whether it is disabled. */
export function ValueList({ values, empty }: { values: unknown; empty: string }) {
  const entries = valueEntries(values);
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {empty}
      </Typography>
    );
  return (
    <ValueGrid>
      {entries.map(([key, v]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <KeyText value={key} />
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <FlagValueView type={typeOfValue(v.value)} value={v.value} maxWidth="100%" />
            {v.enabled === false && (
              <Typography variant="caption" color="text.secondary">
                disabled
              </Typography>
            )}
          </Stack>
        </Box>
      ))}
    </ValueGrid>
  );
}

/** A row's name with its chips after it. */
export function NameLine({ name, children, mb = 0 }: { name: string; children: ReactNode; mb?: number }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {children}
    </Stack>
  );
}

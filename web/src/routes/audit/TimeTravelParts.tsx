import type { ReactNode } from 'react';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { FlagValueView, KeyText } from '../flags/FlagBits';
import { PanelContent } from './auditParts';
import { KindDot } from './KindMarks';
import { sinceChipOf, typeOfValue, valueEntries } from './timeTravelModel';
import type { SinceState } from './timeTravelModel';

const SectionHead = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(1.5) }));
const RowLine = styled(Stack)({ alignItems: 'flex-start' });
const RowBody = styled(Box)({ flex: 1, minWidth: 0 });
const NoShrinkButton = styled(Button)({ flexShrink: 0 });
const EmptyValues = styled(Typography)({ fontStyle: 'italic' });
/** A key and its value lay out in the parent grid's two columns. */
const ValueRow = styled(Box)({ display: 'contents' });
const ValueLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const NameRow = styled(Stack, { shouldForwardProp: (p) => p !== 'mb' })<{ mb: number }>(({ theme, mb }) => ({
  alignItems: 'center',
  flexWrap: 'wrap',
  marginBottom: theme.spacing(mb),
}));
const Name = styled(Typography)({ fontWeight: 600 });

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
        <SectionHead direction="row" spacing={1.25}>
          <KindDot kind={kind} size={10} />
          <Typography variant="sectionTitle" component="h3">
            {title}
          </Typography>
          <Chip size="xsmall" label={count} />
        </SectionHead>
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
      <RowLine direction="row" spacing={1.5} data-testid={testId}>
        <RowBody>{children}</RowBody>
        {action}
      </RowLine>
    </RowBox>
  );
}

export function RestoreButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <NoShrinkButton size="small" color="warning" startIcon={<RestoreRoundedIcon />} onClick={onClick} aria-label={`Restore “${name}”`}>
      Restore
    </NoShrinkButton>
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
      <EmptyValues variant="body2" color="text.secondary">
        {empty}
      </EmptyValues>
    );
  return (
    <ValueGrid>
      {entries.map(([key, v]) => (
        <ValueRow key={key}>
          <KeyText value={key} />
          <ValueLine direction="row" spacing={0.75}>
            <FlagValueView type={typeOfValue(v.value)} value={v.value} maxWidth="100%" />
            {v.enabled === false && (
              <Typography variant="caption" color="text.secondary">
                disabled
              </Typography>
            )}
          </ValueLine>
        </ValueRow>
      ))}
    </ValueGrid>
  );
}

/** A row's name with its chips after it. */
export function NameLine({ name, children, mb = 0 }: { name: string; children: ReactNode; mb?: number }) {
  return (
    <NameRow direction="row" spacing={1} useFlexGap mb={mb}>
      <Name variant="body2">{name}</Name>
      {children}
    </NameRow>
  );
}

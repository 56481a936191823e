import type { ReactNode } from 'react';
import { Button, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { previewChanges, promoteLabel, showValue } from './promoteModel';
import type { ComparedFlag, Promotion, PromotedFlag, ValueSide } from './promoteModel';
import { Cell, ChangeArrow, ChangeLabel, FlagTitle, PreviewActions, PreviewError, PreviewIntro, RulesText, ValueCode, ValueLine } from './promoteParts';

const ChangeLine = styled('div')(({ theme }) => ({
  display: 'grid',
  // on a phone the label takes its own line above the two sides
  gridTemplateColumns: 'minmax(0, 1fr) 20px minmax(0, 1fr)',
  gridTemplateAreas: '"label label label" "before arrow after"',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.25),
  alignItems: 'center',
  marginTop: theme.spacing(0.75),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '84px minmax(0, 1fr) 20px minmax(0, 1fr)', gridTemplateAreas: '"label before arrow after"' },
}));

const FlagBox = styled('div')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  padding: theme.spacing(1.25, 1.75),
}));

/** A labelled before → after line; `data-change` holds it as one text. */
function Change({ label, text, before, after }: { label: string; text: string; before: ReactNode; after: ReactNode }) {
  return (
    <ChangeLine data-change={`${label}: ${text}`}>
      <ChangeLabel variant="label">{label}</ChangeLabel>
      <Cell area="before">{before}</Cell>
      <ChangeArrow />
      <Cell area="after">{after}</Cell>
    </ChangeLine>
  );
}

/** One side of a value change: the value (the default's when the environment has none of its own), off when disabled. */
function ValueText({ side, fallback, strong }: { side: ValueSide; fallback: ValueSide; strong?: boolean }) {
  const eff = side ?? fallback;
  return (
    <ValueLine direction="row" spacing={0.5}>
      <ValueCode variant="code" noWrap color={strong ? 'text.primary' : 'text.secondary'} strong={Boolean(strong)}>
        {eff ? showValue(eff.value) : '—'}
      </ValueCode>
      {!side && <Chip size="small" variant="outlined" label="default" />}
      {eff && !eff.enabled && <Chip size="small" label="off" />}
    </ValueLine>
  );
}

const Rules = ({ on }: { on: boolean }) => (
  <RulesText variant="body2" color={on ? 'text.primary' : 'text.secondary'} strong={on}>
    {on ? 'Rules' : 'No rules'}
  </RulesText>
);

/** A flag's changes in the preview: each as a labelled before → after line. */
function PreviewFlag({ f, compared }: { f: PromotedFlag; compared: ComparedFlag | undefined }) {
  const c = previewChanges(f, compared);
  return (
    <FlagBox>
      <FlagTitle direction="row" spacing={1}>
        <Typography variant="name" component="span" noWrap>
          {f.name}
        </Typography>
        <Typography variant="codeCaption" color="text.secondary" noWrap>
          {f.key}
        </Typography>
      </FlagTitle>
      {c.value && (
        <Change
          label="Value"
          text={c.value.text}
          before={<ValueText side={c.value.before} fallback={c.value.fallback} />}
          after={<ValueText side={c.value.after} fallback={c.value.fallback} strong />}
        />
      )}
      {c.targeting && <Change label="Targeting" text={c.targeting.text} before={<Rules on={c.targeting.before} />} after={<Rules on={c.targeting.after} />} />}
    </FlagBox>
  );
}

/** The dry run's result, exactly what the promotion changes, with the button that makes it. */
export function PromotionPreviewDialog({
  promotion,
  error,
  comparedFlags,
  pending,
  onConfirm,
  onClose,
}: {
  promotion: Promotion | null;
  error: string | null;
  comparedFlags: readonly ComparedFlag[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const count = promotion?.flags.length ?? 0;
  return (
    <Dialog open={promotion !== null} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Promote to {promotion?.to}?</DialogTitle>
      <DialogContent>
        {error && <PreviewError severity="error">{error}</PreviewError>}
        <PreviewIntro color="text.secondary">
          Exactly these changes are made in {promotion?.to}, as one entry of the Audit Log; you can undo it from this page afterwards:
        </PreviewIntro>
        <Stack spacing={1.25} data-testid="promote-preview">
          {promotion?.flags.map((f) => (
            <PreviewFlag key={f.key} f={f} compared={comparedFlags.find((c) => c.key === f.key)} />
          ))}
          {promotion && count === 0 && <Typography>Nothing would change.</Typography>}
        </Stack>
      </DialogContent>
      <PreviewActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending || count === 0}>
          {pending ? 'Promoting...' : promoteLabel(count)}
        </Button>
      </PreviewActions>
    </Dialog>
  );
}

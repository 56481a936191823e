import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { previewChanges, promoteLabel, showValue } from './promoteModel';
import type { ComparedFlag, Promotion, PromotedFlag, ValueSide } from './promoteModel';

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
      <Typography variant="label" sx={{ gridArea: 'label' }}>
        {label}
      </Typography>
      <Box sx={{ gridArea: 'before', minWidth: 0 }}>{before}</Box>
      <ArrowForwardRoundedIcon sx={{ gridArea: 'arrow', fontSize: 16, color: 'text.disabled' }} />
      <Box sx={{ gridArea: 'after', minWidth: 0 }}>{after}</Box>
    </ChangeLine>
  );
}

/** One side of a value change: the value (the default's when the environment has none of its own), off when disabled. */
function ValueText({ side, fallback, strong }: { side: ValueSide; fallback: ValueSide; strong?: boolean }) {
  const eff = side ?? fallback;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="code" component="span" noWrap color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {eff ? showValue(eff.value) : '—'}
      </Typography>
      {!side && <Chip size="small" variant="outlined" label="default" />}
      {eff && !eff.enabled && <Chip size="small" label="off" />}
    </Stack>
  );
}

const Rules = ({ on }: { on: boolean }) => (
  <Typography variant="body2" color={on ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: on ? 600 : 400 }}>
    {on ? 'Rules' : 'No rules'}
  </Typography>
);

/** A flag's changes in the preview: each as a labelled before → after line. */
function PreviewFlag({ f, compared }: { f: PromotedFlag; compared: ComparedFlag | undefined }) {
  const c = previewChanges(f, compared);
  return (
    <FlagBox>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
        <Typography variant="name" component="span" noWrap>
          {f.name}
        </Typography>
        <Typography variant="codeCaption" color="text.secondary" noWrap>
          {f.key}
        </Typography>
      </Stack>
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
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Exactly these changes are made in {promotion?.to}, as one entry of the Audit Log; you can undo it from this page afterwards:
        </Typography>
        <Stack spacing={1.25} data-testid="promote-preview">
          {promotion?.flags.map((f) => (
            <PreviewFlag key={f.key} f={f} compared={comparedFlags.find((c) => c.key === f.key)} />
          ))}
          {promotion && count === 0 && <Typography>Nothing would change.</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending || count === 0}>
          {pending ? 'Promoting...' : promoteLabel(count)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

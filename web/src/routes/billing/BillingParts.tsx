import { Alert, Box, Button, Chip, Grid, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import type { Variant } from '@flagstream/domain';
import { YEARLY_BADGE } from './planModel';

/** A buy button on one line; outlined accent buttons read better in dark mode with the lighter accent. */
export const PayButton = styled(Button)(({ theme }) => ({
  whiteSpace: 'nowrap',
  ...(theme.palette.mode === 'dark'
    ? { '&.MuiButton-outlined:not(.Mui-disabled)': { color: theme.palette.primary.light, borderColor: theme.palette.primary.light } }
    : {}),
}));

/** The extension buttons sit on the current plan's tinted card: paper behind them. */
export const ExtendButton = styled(PayButton)(({ theme }) => ({ backgroundColor: theme.palette.background.paper }));

/** A note over the page's cards (who may pay, payments off), on paper. */
export const PageNotice = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(3), backgroundColor: theme.palette.background.paper }));

/** The "No plans available" icon, at the empty state's size. */
export const NoPlansIcon = styled(ErrorOutlineRoundedIcon)({ fontSize: 44 });

const PeriodGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  alignSelf: 'flex-start',
  [theme.breakpoints.up('sm')]: { alignSelf: 'center' },
  '& .MuiToggleButton-root': { paddingLeft: theme.spacing(2.25), paddingRight: theme.spacing(2.25), gap: theme.spacing(1) },
}));

const SavingChip = styled(Chip)({ height: 20, fontSize: 11, fontWeight: 700, cursor: 'inherit' });

/** Monthly / Yearly, with the yearly saving on its button. */
export function PeriodToggle({ view, onChange }: { view: Variant; onChange: (v: Variant) => void }) {
  return (
    <PeriodGroup
      exclusive
      size="small"
      value={view}
      onChange={(_e, v: Variant | null) => {
        if (v) onChange(v);
      }}
      aria-label="Billing period"
    >
      <ToggleButton value="Month">Monthly</ToggleButton>
      <ToggleButton value="Year">
        Yearly
        <SavingChip label={YEARLY_BADGE} size="small" color="success" />
      </ToggleButton>
    </PeriodGroup>
  );
}

const TitleBox = styled(Box, { shouldForwardProp: (p) => p !== 'spaced' })<{ spaced?: boolean }>(({ theme, spaced }) => ({
  marginBottom: theme.spacing(2),
  ...(spaced ? { marginTop: theme.spacing(4), [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(5) } } : {}),
}));

export function SectionTitle({ title, subtitle, spaced }: { title: string; subtitle?: string; spaced?: boolean }) {
  return (
    <TitleBox spaced={spaced}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </TitleBox>
  );
}

/** "Loading billing information..." with the page's shape. */
export function BillingSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Typography color="text.secondary">Loading billing information...</Typography>
      <Skeleton variant="rounded" height={104} />
      {[150, 480].map((height) => (
        <Grid key={height} container spacing={{ xs: 2, sm: 3 }}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={height} />
            </Grid>
          ))}
        </Grid>
      ))}
    </Stack>
  );
}

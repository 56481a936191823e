import { Box, Chip, Grid, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { Variant } from '@flagstream/domain';
import { YEARLY_BADGE } from './planModel';

/** Monthly / Yearly, with the yearly saving on its button. */
export function PeriodToggle({ view, onChange }: { view: Variant; onChange: (v: Variant) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_e, v: Variant | null) => {
        if (v) onChange(v);
      }}
      aria-label="Billing period"
      sx={{ bgcolor: 'background.paper', alignSelf: { xs: 'flex-start', sm: 'center' }, '& .MuiToggleButton-root': { px: 2.25, gap: 1 } }}
    >
      <ToggleButton value="Month">Monthly</ToggleButton>
      <ToggleButton value="Year">
        Yearly
        <Chip label={YEARLY_BADGE} size="small" color="success" sx={{ height: 20, fontSize: 11, fontWeight: 700, cursor: 'inherit' }} />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export function SectionTitle({ title, subtitle, spaced }: { title: string; subtitle?: string; spaced?: boolean }) {
  return (
    <Box sx={{ mb: 2, mt: spaced ? { xs: 4, sm: 5 } : undefined }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
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

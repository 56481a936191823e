import { Box, Card, CardContent, Chip, Grid, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { CopyButton } from '../../components/CopyButton';
import { truncate } from '../../lib/format';
import { OverrideStatus, SectionHeader, StatusDot } from './SetupParts';
import type { SetupPageState } from './useSetupPage';
import type { SetupEnvironment } from './setupModel';

const URL_DISPLAY_MAX = 50;

type Props = Pick<SetupPageState, 'environments' | 'selectEnvironment' | 'overrides' | 'override' | 'selectOverride' | 'url'> & { env: SetupEnvironment };

/** The environment and override selects and the public configuration URL they make. */
export function ApiUrlCard({ environments, env, selectEnvironment, overrides, override, selectOverride, url }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <SectionHeader icon={<LinkRoundedIcon />} title="API URL Builder" subheader="The public configuration endpoint: no API key needed." />
      <CardContent sx={{ pt: 1 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth label="Environment" value={env.id} onChange={(e) => selectEnvironment(e.target.value)}>
              {environments.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <StatusDot active={e.status === 'active'} />
                    <span>{e.name}</span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Override (optional)"
              value={override?.id ?? ''}
              onChange={(e) => selectOverride(e.target.value)}
              helperText={overrides.length === 0 ? `No overrides for ${env.name}` : undefined}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <Typography color="text.secondary" component="span">
                  None
                </Typography>
              </MenuItem>
              {overrides.map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
                    <span>{o.name}</span>
                    <OverrideStatus o={o} />
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: 2.5,
            p: 1,
            pl: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.1 : 0.04),
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
          }}
        >
          <Chip label="GET" size="small" color="primary" sx={{ fontFamily: 'fontFamilyMono', fontWeight: 700, height: 22, flexShrink: 0 }} />
          <Tooltip title={url}>
            <Typography data-testid="api-url" noWrap sx={{ fontFamily: 'fontFamilyMono', fontSize: 13, flex: 1, minWidth: 0 }}>
              {truncate(url, URL_DISPLAY_MAX)}
            </Typography>
          </Tooltip>
          <CopyButton value={url} label="Copy URL" />
          <Tooltip title="Open in a new tab">
            <IconButton size="small" component="a" href={url} target="_blank" rel="noreferrer" aria-label="Open URL in a new tab">
              <OpenInNewRoundedIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
        <Stack spacing={0.75} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Responses carry an ETag: clients that send it back in <code>If-None-Match</code> get a 304 while nothing has changed.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For live updates, add <code>/stream</code> after the project UUID: the same configuration as Server-Sent Events.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

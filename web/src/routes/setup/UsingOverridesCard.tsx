import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { SectionHeader } from './SetupParts';

const STEPS = [
  { n: 1, title: 'Flag default', text: 'The value set on the flag itself: the lowest priority.' },
  { n: 2, title: 'Environment value', text: 'A custom value for one environment (see the Values Matrix).' },
  { n: 3, title: 'Override', text: 'Temporary values on top of an environment: the highest priority.' },
];

/** How an override's values apply on top of an environment's, and the value priority, lowest first. */
export function UsingOverridesCard() {
  return (
    <Card>
      <SectionHeader
        icon={<LayersRoundedIcon />}
        title="Using Overrides"
        subheader="Temporary environments with custom flag values, e.g. for a QA session or a demo."
      />
      <CardContent sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820, '& code': { color: 'text.primary' } }}>
          Add <code>&amp;overrideUuid=…</code> to the configuration URL (or <code>overrideUuid</code> to the OpenFeature evaluation context) and the
          override&apos;s values replace those of its environment. Flags the override does not list keep their environment value. An inactive or expired
          override stops applying at once: the URL then serves the environment&apos;s configuration.
        </Typography>
        <Grid container spacing={2} sx={{ mt: 2.5 }}>
          {STEPS.map((s) => (
            <Grid key={s.n} size={{ xs: 12, sm: 4 }}>
              <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', height: '100%' }}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 0.75 }}>
                  <Avatar variant="tile" sx={{ width: 26, height: 26, borderRadius: '50%', fontSize: 13, fontWeight: 700 }}>
                    {s.n}
                  </Avatar>
                  <Typography variant="subtitle2">{s.title}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {s.text}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Button component={RouterLink} to="/overrides" variant="text" sx={{ mt: 2, ml: -1 }}>
          Manage Overrides
        </Button>
      </CardContent>
    </Card>
  );
}

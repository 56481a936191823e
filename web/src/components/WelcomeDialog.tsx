import { Alert, Button, Dialog, Stack, TextField, Typography } from '@mui/material';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { EnvironmentChips } from './EnvironmentChips';
import { useWelcomeDialog } from './useWelcomeDialog';
import { FeatureLine, PlanPanel, PlanPanelTitle, RocketMark, WelcomeContent, WelcomeHead } from './welcomeParts';

/** The free plan's first features, each with a check. */
function FreePlanPanel({ features }: { features: string[] }) {
  return (
    <PlanPanel>
      <PlanPanelTitle variant="subtitle2">Your free plan includes</PlanPanelTitle>
      <Stack spacing={0.5}>
        {features.map((f) => (
          <FeatureLine key={f} direction="row" spacing={1}>
            <CheckCircleRoundedIcon color="success" />
            <Typography variant="body2">{f}</Typography>
          </FeatureLine>
        ))}
      </Stack>
    </PlanPanel>
  );
}

/** First-run dialog (spec §2), shown by WelcomeGate. No close button: the way out is a first project. */
export default function WelcomeDialog() {
  const w = useWelcomeDialog();
  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="welcome-title">
      <WelcomeContent>
        <WelcomeHead spacing={0.5}>
          <RocketMark>
            <RocketLaunchRoundedIcon />
          </RocketMark>
          <Typography id="welcome-title" variant="h5">
            Welcome to Flagstream!
          </Typography>
          <Typography color="text.secondary">To get started, create your first feature flag project</Typography>
        </WelcomeHead>
        <Stack spacing={2.5}>
          <TextField label="Project name" value={w.name} onChange={(e) => w.setName(e.target.value)} required autoFocus fullWidth />
          <TextField label="Description" value={w.description} onChange={(e) => w.setDescription(e.target.value)} required multiline minRows={2} fullWidth />
          <EnvironmentChips value={w.environments} onChange={w.setEnvironments} disabled={w.creating} max={w.envLimit.max} planName={w.envLimit.plan} />
          <FreePlanPanel features={w.features} />
          {w.error && <Alert severity="error">{w.error.message}</Alert>}
          <Button variant="contained" size="large" onClick={w.submit} disabled={!w.valid || w.creating}>
            {w.creating ? 'Creating Project...' : 'Create My First Project'}
          </Button>
        </Stack>
      </WelcomeContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, Stack, TextField, Typography } from '@mui/material';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { useProjects } from '../state/ProjectsProvider';
import { CREATE_PROJECT } from '../apollo/documents/projects';
import { FREE_PLAN_FEATURES_QUERY } from '../apollo/documents/plans';
import { DEFAULT_ENVIRONMENT_NAMES, EnvironmentChips, useNewProjectEnvironmentLimit } from './EnvironmentChips';

/** First-run dialog (spec §2), shown by WelcomeGate. No close button: the way out is a first project. */
export default function WelcomeDialog() {
  const { refetch, setCurrentId } = useProjects();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environments, setEnvironments] = useState(DEFAULT_ENVIRONMENT_NAMES);
  const [create, { loading: creating, error }] = useMutation(CREATE_PROJECT);
  const plans = useQuery(FREE_PLAN_FEATURES_QUERY);
  const free = plans.data?.subscriptionPlans.find((p) => p.isFreePlan);
  const envLimit = useNewProjectEnvironmentLimit();
  const valid = name.trim().length > 0 && description.trim().length > 0 && (envLimit.max === null || environments.length <= envLimit.max);

  const submit = async () => {
    if (!valid || creating) return;
    const r = await create({ variables: { input: { name: name.trim(), description: description.trim(), settings: { environments, status: 'active' } } } });
    if (r.data) {
      setCurrentId(r.data.createProject.project.id);
      await refetch();
      setName('');
      setDescription('');
      setEnvironments(DEFAULT_ENVIRONMENT_NAMES);
    }
  };

  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="welcome-title">
      <DialogContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              mb: 1,
            }}
          >
            <RocketLaunchRoundedIcon />
          </Box>
          <Typography id="welcome-title" variant="h5">
            Welcome to Flagstream!
          </Typography>
          <Typography color="text.secondary">To get started, create your first feature flag project</Typography>
        </Stack>
        <Stack spacing={2.5}>
          <TextField label="Project name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus fullWidth />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} required multiline minRows={2} fullWidth />
          <EnvironmentChips value={environments} onChange={setEnvironments} disabled={creating} max={envLimit.max} planName={envLimit.plan} />
          <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Your free plan includes
            </Typography>
            <Stack spacing={0.5}>
              {(free?.features ?? ['Up to 3 environments', 'Up to 10 feature flags', 'Up to 3 overrides', 'Up to 3 team members']).slice(0, 4).map((f) => (
                <Stack key={f} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CheckCircleRoundedIcon color="success" sx={{ fontSize: 18 }} />
                  <Typography variant="body2">{f}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Button variant="contained" size="large" onClick={submit} disabled={!valid || creating}>
            {creating ? 'Creating Project...' : 'Create My First Project'}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

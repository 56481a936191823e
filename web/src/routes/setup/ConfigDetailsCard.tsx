import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import { DetailRow, OverrideStatus, SectionHeader, StatusDot, UuidRow } from './SetupParts';
import type { SetupEnvironment, SetupOverride } from './setupModel';

/** The uuids the URL is made of, each to copy, and the selected environment's and override's state. */
export function ConfigDetailsCard({
  projectName,
  projectUuid,
  env,
  override,
}: {
  projectName: string;
  projectUuid: string | undefined;
  env: SetupEnvironment;
  override: SetupOverride | undefined;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <SectionHeader icon={<FingerprintRoundedIcon />} title="Configuration Details" subheader={projectName} />
      <CardContent sx={{ pt: 0.5 }}>
        <Stack divider={<Divider flexItem />} spacing={1.25}>
          <UuidRow label="Project UUID" value={projectUuid} />
          <UuidRow label="Environment UUID" value={env.uuid} />
          <UuidRow label="Override UUID" value={override?.uuid} empty={override ? undefined : 'No override selected'} />
          <DetailRow label="Environment status">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusDot active={env.status === 'active'} />
              <Typography variant="body2" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                {env.status}
              </Typography>
            </Stack>
          </DetailRow>
          {override && (
            <DetailRow label="Override status">
              <OverrideStatus o={override} />
            </DetailRow>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import { Divider, Stack } from '@mui/material';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import { DetailRow, OverrideStatus, SectionHeader, StatusDot, UuidRow } from './SetupParts';
import type { SetupEnvironment, SetupOverride } from './setupModel';
import { CenterRow, DetailsContent, FillCard, StatusText } from './setupStyles';

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
    <FillCard>
      <SectionHeader icon={<FingerprintRoundedIcon />} title="Configuration Details" subheader={projectName} />
      <DetailsContent>
        <Stack divider={<Divider flexItem />} spacing={1.25}>
          <UuidRow label="Project UUID" value={projectUuid} />
          <UuidRow label="Environment UUID" value={env.uuid} />
          <UuidRow label="Override UUID" value={override?.uuid} empty={override ? undefined : 'No override selected'} />
          <DetailRow label="Environment status">
            <CenterRow direction="row" spacing={1}>
              <StatusDot active={env.status === 'active'} />
              <StatusText variant="optionTitle" component="p">
                {env.status}
              </StatusText>
            </CenterRow>
          </DetailRow>
          {override && (
            <DetailRow label="Override status">
              <OverrideStatus o={override} />
            </DetailRow>
          )}
        </Stack>
      </DetailsContent>
    </FillCard>
  );
}

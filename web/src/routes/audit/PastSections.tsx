import { Box, Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagType } from '../../apollo/generated/graphql';
import { EnabledBadge, FlagValueView, KeyText, TypeBadge } from '../flags/FlagBits';
import { KindDot } from './KindMarks';
import { mayRestore } from './auditModel';
import type { Permissions, RestoreTarget } from './auditModel';
import { NameLine, RestoreButton, Row, Section, SinceChip, ValueList } from './TimeTravelParts';
import { overrideChipOf, overrideLine, pendingInvitations, planLine } from './timeTravelModel';
import type { PastProject, SinceStates } from './timeTravelModel';

// The past sections' looks as styled parts (issue 18: no sx copies).
const PlanLine = styled(Stack)(({ theme }) => ({
  paddingTop: theme.spacing(1),
  marginTop: theme.spacing(0.5),
  borderTop: `1px solid ${theme.palette.divider}`,
  alignItems: 'center',
  flexWrap: 'wrap',
}));
const PersonRow = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between' });
const Shrinkable = styled(Box)({ minWidth: 0 });
const OwnerName = styled(Typography)({ fontWeight: 600 });
const MemberName = styled(Typography)({ fontWeight: 500 });
const PlanName = styled('span')({ fontWeight: 600, textTransform: 'capitalize' });
const FlagMarks = styled(Stack)(({ theme }) => ({ alignItems: 'center', flexWrap: 'wrap', marginTop: theme.spacing(0.75) }));
// cast: styled() drops Typography's `component` prop from the type
const OverrideLine = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(0.75) })) as typeof Typography;
const RoleChip = styled(Chip)({ textTransform: 'capitalize' });

export interface SectionProps {
  p: PastProject;
  states: SinceStates;
  permissions: Permissions;
  restore: (kind: RestoreTarget['kind'], id: string, name: string) => void;
}

export function PastFlags({ p, states, permissions, restore }: SectionProps) {
  return (
    <Section kind="flag" title="Feature flags" count={p.featureFlags.length}>
      {p.featureFlags.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No feature flags at that moment.
        </Typography>
      )}
      {p.featureFlags.map((f, i) => {
        const state = states.flag(f);
        return (
          <Row
            key={f.id}
            last={i === p.featureFlags.length - 1}
            testId="past-flag"
            action={mayRestore('flag', permissions) && state !== 'same' && <RestoreButton name={f.name} onClick={() => restore('flag', f.id, f.name)} />}
          >
            <NameLine name={f.name}>
              <SinceChip state={state} />
            </NameLine>
            <KeyText value={f.key} />
            <FlagMarks direction="row" spacing={1} useFlexGap>
              <TypeBadge type={f.type as FlagType} />
              <FlagValueView type={f.type as FlagType} value={f.value} />
              <EnabledBadge enabled={f.enabled} />
            </FlagMarks>
          </Row>
        );
      })}
    </Section>
  );
}

export function PastEnvironments({ p, states, permissions, restore }: SectionProps) {
  return (
    <Section kind="environment" title="Environment values" count={p.environments.length}>
      {p.environments.map((e, i) => {
        const state = states.environment(e);
        return (
          <Row
            key={e.id}
            last={i === p.environments.length - 1}
            action={
              mayRestore('environment', permissions) &&
              state === 'changed' && <RestoreButton name={`${e.name} values`} onClick={() => restore('environment', e.id, e.name)} />
            }
          >
            <NameLine name={e.name} mb={0.75}>
              {e.type.toLowerCase() !== e.name.toLowerCase() && <Chip size="xsmall" label={e.type} variant="outlined" />}
              <SinceChip state={state} />
            </NameLine>
            <ValueList values={e.variables} empty="Flag defaults only: no value of its own." />
          </Row>
        );
      })}
    </Section>
  );
}

export function PastOverrides({ p, states, permissions, restore }: SectionProps) {
  const envNames = Object.fromEntries(p.environments.map((e) => [e.id, e.name]));
  return (
    <Section kind="override" title="Overrides" count={p.overrides.length}>
      {p.overrides.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No overrides at that moment.
        </Typography>
      )}
      {p.overrides.map((o, i) => {
        const state = states.override(o);
        const chip = overrideChipOf(o);
        return (
          <Row
            key={o.id}
            last={i === p.overrides.length - 1}
            action={
              mayRestore('override', permissions) && state !== 'same' && <RestoreButton name={o.name} onClick={() => restore('override', o.id, o.name)} />
            }
          >
            <NameLine name={o.name} mb={0.25}>
              <Chip size="xsmall" label={chip.label} color={chip.color} variant={chip.variant} />
              <SinceChip state={state} />
            </NameLine>
            <OverrideLine variant="caption" color="text.secondary" component="div">
              {overrideLine(o, envNames)}
            </OverrideLine>
            <ValueList values={o.featureFlagValues} empty="No flag values." />
          </Row>
        );
      })}
    </Section>
  );
}

export function PastTeam({ p }: { p: PastProject }) {
  const pending = pendingInvitations(p);
  return (
    <Section kind="member" title="Team and plan" count={p.teamMembers.length + 1}>
      <Stack spacing={1}>
        <PersonRow direction="row" spacing={1}>
          <OwnerName variant="body2">{p.owner.name}</OwnerName>
          <Chip size="xsmall" label="Owner" color="primary" />
        </PersonRow>
        {p.teamMembers.map((m) => (
          <PersonRow key={m.id} direction="row" spacing={1}>
            <Shrinkable>
              <MemberName variant="body2" noWrap>
                {m.name || m.email}
              </MemberName>
              {m.name && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {m.email}
                </Typography>
              )}
            </Shrinkable>
            <RoleChip size="xsmall" label={m.role} variant="outlined" />
          </PersonRow>
        ))}
        <PlanLine direction="row" spacing={1} useFlexGap>
          <KindDot kind="plan" size={8} />
          <Typography variant="body2">
            <PlanName>{p.plan.planId}</PlanName>
            {planLine(p.plan)}
          </Typography>
          {pending > 0 && (
            <Typography variant="caption" color="text.secondary">
              · {pending} pending invitation(s)
            </Typography>
          )}
        </PlanLine>
      </Stack>
    </Section>
  );
}

import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { TypeBadge } from './FlagBits';
import { EnvCell, FlagKeyLine, KillSwitch } from './FlagRowParts';
import type { EnvColumn, FlagRow } from './FlagRowParts';
import { FlagRowMenu } from './FlagRowMenu';
import { StaleBadge } from './StaleBits';
import type { RowProps } from './FlagTable';
import { flagPath } from './flagsPageModel';
import { CentredRow, Grow } from './flagListParts';

const Content = styled(CardContent)(({ theme }) => ({ padding: theme.spacing(2), '&:last-child': { paddingBottom: theme.spacing(1.5) } }));

const Heading = styled(Stack)({ alignItems: 'flex-start', justifyContent: 'space-between' });

/** The name, a little larger than in the table. */
const CardName = styled(Link)({ fontSize: 16 }) as typeof Link;

const HeadingEnd = styled(Stack)({ alignItems: 'center', flexShrink: 0 });

/** The kill switch's row, on a tint under the heading. */
const KillBar = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  backgroundColor: theme.palette.action.hover,
}));

const Rule = styled(Divider)(({ theme }) => ({ marginTop: theme.spacing(1), marginBottom: theme.spacing(1) }));

const EnvLine = styled(CentredRow)({ justifyContent: 'space-between' });

/** An environment's name before its state: a 96px column, broken anywhere. */
const EnvName = styled(Typography)({ flexShrink: 0, width: 96, overflowWrap: 'anywhere' });

/** The flag list on a phone: one card per flag, its environments one per line. */
export const FlagCard = memo(function FlagCard({ flag, environments, ...p }: { flag: FlagRow; environments: EnvColumn[] } & RowProps) {
  return (
    <Card data-testid={`flag-card-${flag.key}`}>
      <Content>
        <Heading direction="row" spacing={1}>
          <Grow>
            <CardName component={RouterLink} to={flagPath(flag)} underline="hover" color="text.primary" variant="flagName">
              {flag.name}
            </CardName>
            <FlagKeyLine flagKey={flag.key} dense />
            <StaleBadge stale={p.stale?.get(flag.id)} days={p.staleDays ?? null} />
          </Grow>
          <HeadingEnd direction="row" spacing={0.5}>
            <TypeBadge type={flag.type} />
            {p.canManage && <FlagRowMenu flag={flag} canManage={p.canManage} onAction={p.onAction} />}
          </HeadingEnd>
        </Heading>
        <KillBar direction="row">
          <Typography variant="optionTitle" component="p">
            Kill switch
          </Typography>
          <KillSwitch flag={flag} canManage={p.canManage} busy={p.busy.has(flag.id)} onKill={p.onKill} />
        </KillBar>
        {environments.length > 0 && <Rule />}
        <Stack spacing={0.75}>
          {environments.map((e) => (
            <EnvLine key={e.id} direction="row" spacing={1}>
              <EnvName variant="body2" color="text.secondary">
                {e.name}
              </EnvName>
              <Grow>
                <EnvCell flag={flag} env={e} canEdit={p.canManageEnvironments} busy={p.busy.has(`${flag.id}:${e.id}`)} onToggle={p.onToggleEnv} />
              </Grow>
            </EnvLine>
          ))}
        </Stack>
      </Content>
    </Card>
  );
});

import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ago, compactCount, fullCount } from '../flag/usageModel';
import type { EnvironmentUsage } from './usageInsightsModel';
import { evaluationShare } from './usageInsightsModel';

// The usage card's parts; its looks as styled parts (issue 18), loaded with the card's lazy chunk.

export const ListTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

/** A big count and what it counts. */
export function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" data-testid={testId}>
        {fullCount(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const Swatch = styled(Box, { shouldForwardProp: (p) => p !== 'hue' })<{ hue: string }>(({ hue }) => ({
  width: 10,
  height: 10,
  borderRadius: '3px',
  backgroundColor: hue,
  flexShrink: 0,
}));
const EnvLine = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', [theme.breakpoints.up('sm')]: { alignItems: 'center' } }));
const Centred = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const Name = styled(Typography)({ fontWeight: 600, overflowWrap: 'anywhere' });
const Counts = styled(Typography)(({ theme }) => ({
  whiteSpace: 'nowrap',
  paddingLeft: theme.spacing(2.25),
  [theme.breakpoints.up('sm')]: { paddingLeft: 0 },
}));
const Bold = styled('b')(({ theme }) => ({ color: theme.palette.text.primary }));

/** A thin bar on a faint track. */
const Track = styled(Box, { shouldForwardProp: (p) => p !== 'size' })<{ size: 'env' | 'flag' }>(({ theme, size }) => ({
  marginTop: theme.spacing(size === 'env' ? 0.75 : 0.5),
  height: size === 'env' ? 6 : 4,
  borderRadius: Number(theme.shape.borderRadius) * (size === 'env' ? 3 : 2),
  backgroundColor: theme.palette.action.hover,
  overflow: 'hidden',
}));
const Fill = styled(Box, { shouldForwardProp: (p) => p !== 'hue' && p !== 'share' && p !== 'size' })<{ hue?: string; share: number; size: 'env' | 'flag' }>(
  ({ theme, hue, share, size }) => ({
    height: '100%',
    width: `${share}%`,
    backgroundColor: hue ?? (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main),
    borderRadius: Number(theme.shape.borderRadius) * (size === 'env' ? 3 : 2),
  }),
);

/** Each environment's requests and evaluations; a bar of its share when there is no chart. */
export function EnvironmentList({ environments, bars }: { environments: EnvironmentUsage[]; bars: boolean }) {
  return environments.map((e) => (
    <Box key={e.id}>
      <EnvLine direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 1 }}>
        <Centred direction="row" spacing={1}>
          <Swatch hue={e.color} />
          <Name variant="body2">{e.name}</Name>
        </Centred>
        <Counts variant="body2" color="text.secondary">
          <Bold>{fullCount(e.requests)}</Bold> requests · {compactCount(e.evaluations)} evaluations
        </Counts>
      </EnvLine>
      {bars && (
        <Track size="env">
          <Fill size="env" hue={e.color} share={e.share} />
        </Track>
      )}
    </Box>
  ));
}

interface FlagTotal {
  flagId: string;
  flagKey: string;
  flagName: string;
  evaluations: number;
  lastEvaluatedAt?: string | null;
}

const FlagLine = styled(Stack)({ alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 });
const Shrinkable = styled(Box)({ minWidth: 0 });
const FlagLink = styled(Link)({ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }) as typeof Link;
const FlagKey = styled(Typography)(({ theme }) => ({
  display: 'block',
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12,
  color: theme.palette.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})) as typeof Typography;
const Total = styled(Box)({ textAlign: 'right', flexShrink: 0 });
const Strong = styled(Typography)({ fontWeight: 700 });

/** Most or least evaluated flags: name (to its page), key, count and a bar beside the most evaluated. */
export function FlagList(p: { title: string; flags: FlagTotal[]; max: number; now: number; empty: string; testId: string; showLast?: boolean }) {
  return (
    <Box data-testid={p.testId}>
      <ListTitle variant="subtitle2">{p.title}</ListTitle>
      {p.flags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {p.empty}
        </Typography>
      ) : (
        <Stack spacing={1.25}>
          {p.flags.map((f) => (
            <Box key={f.flagId}>
              <FlagLine direction="row" spacing={1}>
                <Shrinkable>
                  <FlagLink component={RouterLink} to={`/flags/${encodeURIComponent(f.flagKey)}`} underline="hover" color="text.primary">
                    {f.flagName}
                  </FlagLink>
                  <FlagKey component="code">{f.flagKey}</FlagKey>
                </Shrinkable>
                <Total>
                  <Strong variant="body2">{compactCount(f.evaluations)}</Strong>
                  {p.showLast && (
                    <Typography variant="caption" color="text.secondary">
                      {f.lastEvaluatedAt ? `last read ${ago(f.lastEvaluatedAt, p.now)}` : 'never read'}
                    </Typography>
                  )}
                </Total>
              </FlagLine>
              <Track size="flag">
                <Fill size="flag" share={evaluationShare(f.evaluations, p.max)} />
              </Track>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

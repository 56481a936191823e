import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import { plural, shortDate } from '../../lib/format';
import { variableCount } from './environmentModel';
import { statusOf, typeColour } from './environmentCardModel';
import { EnvironmentMenu, StatusMark } from './EnvironmentCardParts';
import { EnvironmentKeys } from './EnvironmentKeys';
import { useEnvironmentCard } from './useEnvironmentCard';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';

/** What the card shows of an environment; the page's query spreads it. */
export const ENVIRONMENT_CARD_FRAGMENT = graphql(`
  fragment EnvironmentCard_environment on Environment {
    id uuid name description type status slug apiKey clientKey variables createdAt
  }
`);

/** A two-line description kept at two lines' height, "No description" in italics. */
const Description = styled(Typography, { shouldForwardProp: (p) => p !== 'empty' })<{ empty: boolean }>(({ theme, empty }) => ({
  color: empty ? theme.palette.text.disabled : theme.palette.text.secondary,
  fontStyle: empty ? 'italic' : 'normal',
  minHeight: 40,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
}));
const StatusText = styled(Typography, { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  paddingLeft: theme.spacing(2.25),
  fontWeight: 500,
  color: active ? theme.palette.success.main : theme.palette.text.secondary,
}));
const Footer = styled(Stack)(({ theme }) => ({ borderTop: `1px solid ${theme.palette.divider}`, color: theme.palette.text.secondary }));

/** One environment: name with status dot, type chip, description, slug, uuid, client and server keys, variables, created date. */
export function EnvironmentCard({
  env: envRef,
  canManage,
  isLast,
  onEdit,
  onDelete,
  onRegenerate,
  onRegenerateClient,
}: {
  env: FragmentType<typeof ENVIRONMENT_CARD_FRAGMENT>;
  canManage: boolean;
  /** the project's only environment: it cannot be deleted */
  isLast: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** a new server key (spec: "API key") */
  onRegenerate: () => void;
  /** a new client key, or the first one of an environment created before client keys */
  onRegenerateClient: () => void;
}) {
  const env = useFragment(ENVIRONMENT_CARD_FRAGMENT, envRef);
  const card = useEnvironmentCard();
  const status = statusOf(env.status);
  return (
    <Card variant="hoverable">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusMark active={status.active} label={status.dotLabel} title={status.title} />
              <Typography variant="cardTitle" component="h2" noWrap sx={{ minWidth: 0 }} title={env.name}>
                {env.name}
              </Typography>
            </Stack>
            <StatusText variant="caption" active={status.active}>
              {status.label}
            </StatusText>
          </Box>
          <Chip size="small" variant="outlined" color={typeColour(env.type)} label={env.type} sx={{ textTransform: 'capitalize', mt: 0.25 }} />
          {canManage && (
            <EnvironmentMenu
              name={env.name}
              clientKey={env.clientKey}
              isLast={isLast}
              card={card}
              onEdit={onEdit}
              onDelete={onDelete}
              onRegenerate={onRegenerate}
              onRegenerateClient={onRegenerateClient}
            />
          )}
        </Stack>
        <Description variant="body2" empty={!env.description} sx={{ mt: 1.25, mb: 2 }}>
          {env.description || 'No description'}
        </Description>
        <EnvironmentKeys
          env={env}
          canManage={canManage}
          revealed={card.revealed}
          onToggleRevealed={card.toggleRevealed}
          onRegenerateClient={onRegenerateClient}
        />
        <Box sx={{ flex: 1 }} />
        <Footer direction="row" spacing={2} sx={{ mt: 2, pt: 1.5, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <TuneRoundedIcon sx={{ fontSize: 16 }} />
            <Typography variant="caption">{plural(variableCount(env.variables), 'custom variable')}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <CalendarTodayRoundedIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption">Created {shortDate(env.createdAt)}</Typography>
          </Stack>
        </Footer>
      </CardContent>
    </Card>
  );
}

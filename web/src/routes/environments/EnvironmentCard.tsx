import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
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
import type { EnvironmentCard_EnvironmentFragment } from '../../apollo/generated/graphql';

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
const Footer = styled(Stack)(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
  marginTop: theme.spacing(2),
  paddingTop: theme.spacing(1.5),
  justifyContent: 'space-between',
}));
const FooterItem = styled(Stack)({ alignItems: 'center' });
const VariablesIcon = styled(TuneRoundedIcon)({ fontSize: 16 });
const CreatedIcon = styled(CalendarTodayRoundedIcon)({ fontSize: 14 });
const HeadRow = styled(Stack)({ alignItems: 'flex-start' });
const NameBlock = styled('div')({ flex: 1, minWidth: 0 });
const NameLine = styled(Stack)({ alignItems: 'center' });
const Name = styled(Typography)({ minWidth: 0 }) as typeof Typography;
const TypeChip = styled(Chip)(({ theme }) => ({ textTransform: 'capitalize', marginTop: theme.spacing(0.25) }));
const Spacer = styled('div')({ flex: 1 });
const DescriptionBlock = styled(Description)(({ theme }) => ({ marginTop: theme.spacing(1.25), marginBottom: theme.spacing(2) }));

/** Custom variables and the created date, at the card's foot. */
function CardFooter({ env }: { env: Pick<EnvironmentCard_EnvironmentFragment, 'variables' | 'createdAt'> }) {
  return (
    <Footer direction="row" spacing={2}>
      <FooterItem direction="row" spacing={0.75}>
        <VariablesIcon />
        <Typography variant="caption">{plural(variableCount(env.variables), 'custom variable')}</Typography>
      </FooterItem>
      <FooterItem direction="row" spacing={0.75}>
        <CreatedIcon />
        <Typography variant="caption">Created {shortDate(env.createdAt)}</Typography>
      </FooterItem>
    </Footer>
  );
}

/** The name with its status dot and line, the type chip and the menu. */
function CardHead({ env, menu }: { env: Pick<EnvironmentCard_EnvironmentFragment, 'name' | 'status' | 'type'>; menu: ReactNode }) {
  const status = statusOf(env.status);
  return (
    <HeadRow direction="row" spacing={1}>
      <NameBlock>
        <NameLine direction="row" spacing={1}>
          <StatusMark active={status.active} label={status.dotLabel} title={status.title} />
          <Name variant="cardTitle" component="h2" noWrap title={env.name}>
            {env.name}
          </Name>
        </NameLine>
        <StatusText variant="caption" active={status.active}>
          {status.label}
        </StatusText>
      </NameBlock>
      <TypeChip size="small" variant="outlined" color={typeColour(env.type)} label={env.type} />
      {menu}
    </HeadRow>
  );
}

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
  const menu = canManage && (
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
  );
  return (
    <Card variant="hoverable">
      <CardContent>
        <CardHead env={env} menu={menu} />
        <DescriptionBlock variant="body2" empty={!env.description}>
          {env.description || 'No description'}
        </DescriptionBlock>
        <EnvironmentKeys
          env={env}
          canManage={canManage}
          revealed={card.revealed}
          onToggleRevealed={card.toggleRevealed}
          onRegenerateClient={onRegenerateClient}
        />
        <Spacer />
        <CardFooter env={env} />
      </CardContent>
    </Card>
  );
}

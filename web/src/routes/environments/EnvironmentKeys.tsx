import { Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import { CopyButton } from '../../components/CopyButton';
import { truncate } from '../../lib/format';
import { clientKeyLine, revealLabel } from './environmentCardModel';
import { maskApiKey } from './environmentModel';
import { Field } from './EnvironmentCardParts';

const CreateKeyButton = styled(Button)({ minWidth: 0, paddingTop: 0, paddingBottom: 0 });
const KeyPanel = styled(Paper)(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing(1) }));
const ClientKey = styled(Typography, { shouldForwardProp: (p) => p !== 'present' })<{ present: boolean }>(({ theme, present }) => ({
  color: present ? theme.palette.text.primary : theme.palette.text.disabled,
}));
const ServerKey = styled(Typography, { shouldForwardProp: (p) => p !== 'revealed' })<{ revealed: boolean }>(({ revealed }) => ({
  wordBreak: 'break-all',
  letterSpacing: revealed ? 0 : '0.02em',
}));

interface Props {
  env: { slug: string; uuid: string; clientKey?: string | null; apiKey?: string | null };
  canManage: boolean;
  revealed: boolean;
  onToggleRevealed: () => void;
  onRegenerateClient: () => void;
}

/** Slug, UUID, client key and (for those who may manage environments) the server key. */
export function EnvironmentKeys({ env, canManage, revealed, onToggleRevealed, onRegenerateClient }: Props) {
  const client = clientKeyLine(env.clientKey, truncate);
  return (
    <KeyPanel variant="fieldPanel">
      <Field label="Slug">
        <Typography variant="monoValue" noWrap title={env.slug}>
          {env.slug}
        </Typography>
      </Field>
      <Field label="UUID" action={<CopyButton value={env.uuid} label="Copy UUID" />}>
        <Typography variant="monoValue" noWrap title={env.uuid}>
          {truncate(env.uuid, 30)}
        </Typography>
      </Field>
      {/* The client key ships inside browser and mobile apps (evaluation only): every member sees it. */}
      <Field
        label="Client key"
        action={
          env.clientKey ? (
            <CopyButton value={env.clientKey} label="Copy client key" />
          ) : (
            canManage && (
              <CreateKeyButton size="small" onClick={onRegenerateClient}>
                Create
              </CreateKeyButton>
            )
          )
        }
      >
        <Tooltip title={client.title} disableInteractive>
          <ClientKey variant="monoValue" present={client.present} noWrap data-testid="client-key">
            {client.text}
          </ClientKey>
        </Tooltip>
      </Field>
      {/* The server key also reads the rules (flagd document): only those who may manage environments see it. */}
      {env.apiKey && (
        <Field
          label="Server key"
          action={
            <>
              <Tooltip title={revealLabel(revealed)} disableInteractive>
                <IconButton size="small" aria-label={revealLabel(revealed)} onClick={onToggleRevealed}>
                  {revealed ? <VisibilityOffRoundedIcon fontSize="inherit" /> : <VisibilityRoundedIcon fontSize="inherit" />}
                </IconButton>
              </Tooltip>
              <CopyButton value={env.apiKey} label="Copy server key" />
            </>
          }
        >
          <ServerKey variant="monoValue" revealed={revealed} noWrap={!revealed} data-testid="api-key">
            {revealed ? env.apiKey : maskApiKey(env.apiKey)}
          </ServerKey>
        </Field>
      )}
    </KeyPanel>
  );
}

import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ChipProps } from '@mui/material';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import AutorenewRoundedIcon from '@mui/icons-material/AutorenewRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import { CopyButton } from '../../components/CopyButton';
import { plural, shortDate, truncate } from '../../lib/format';
import { maskApiKey, variableCount } from './environmentModel';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';

/** What the card shows of an environment; the page's query spreads it. */
export const ENVIRONMENT_CARD_FRAGMENT = graphql(`
  fragment EnvironmentCard_environment on Environment {
    id uuid name description type status slug apiKey clientKey variables createdAt
  }
`);

const TYPE_COLOURS: Record<string, ChipProps['color']> = {
  production: 'error',
  staging: 'warning',
  development: 'primary',
  testing: 'secondary',
};

const mono = { fontFamily: 'fontFamilyMono', fontSize: 12.5 } as const;

function Field({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.05em', fontSize: 10.5, lineHeight: 1.6 }}
      >
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {action && (
          <Stack direction="row" sx={{ flexShrink: 0, color: 'text.secondary', my: -0.5 }}>
            {action}
          </Stack>
        )}
      </Stack>
    </Box>
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
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const active = env.status === 'active';
  const vars = variableCount(env.variables);
  const pick = (f: () => void) => () => {
    setMenu(null);
    f();
  };

  return (
    <Card
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 4px 18px rgba(15,23,42,0.06)' },
      }}
    >
      <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Tooltip title={active ? 'Active' : `Status: ${env.status}`}>
                <Box
                  role="img"
                  aria-label={active ? 'Active' : 'Inactive'}
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: active ? 'success.main' : 'grey.500',
                    boxShadow: active ? '0 0 0 3px rgba(22,163,74,0.18)' : 'none',
                  }}
                />
              </Tooltip>
              <Typography variant="h6" component="h2" noWrap sx={{ fontSize: 17, minWidth: 0 }} title={env.name}>
                {env.name}
              </Typography>
            </Stack>
            <Typography variant="caption" sx={{ pl: 2.25, color: active ? 'success.main' : 'text.secondary', fontWeight: 500 }}>
              {active ? 'Active' : env.status === 'inactive' ? 'Inactive' : env.status}
            </Typography>
          </Box>
          <Chip size="small" variant="outlined" color={TYPE_COLOURS[env.type] ?? 'default'} label={env.type} sx={{ textTransform: 'capitalize', mt: 0.25 }} />
          {canManage && (
            <>
              <IconButton size="small" aria-label={`Actions for ${env.name}`} onClick={(e) => setMenu(e.currentTarget)} sx={{ mt: -0.25, mr: -1 }}>
                <MoreVertRoundedIcon fontSize="small" />
              </IconButton>
              <Menu
                anchorEl={menu}
                open={Boolean(menu)}
                onClose={() => setMenu(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem onClick={pick(onEdit)}>
                  <ListItemIcon>
                    <EditRoundedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>Edit Environment</ListItemText>
                </MenuItem>
                <MenuItem onClick={pick(onRegenerateClient)}>
                  <ListItemIcon>
                    <AutorenewRoundedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{env.clientKey ? 'Regenerate client key' : 'Create client key'}</ListItemText>
                </MenuItem>
                <MenuItem onClick={pick(onRegenerate)}>
                  <ListItemIcon>
                    <AutorenewRoundedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>Regenerate server key</ListItemText>
                </MenuItem>
                <Divider />
                <MenuItem onClick={pick(onDelete)} disabled={isLast} sx={{ color: 'error.main' }}>
                  <ListItemIcon sx={{ color: 'inherit' }}>
                    <DeleteOutlineRoundedIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText secondary={isLast ? 'A project needs at least one environment' : undefined}>Delete Environment</ListItemText>
                </MenuItem>
              </Menu>
            </>
          )}
        </Stack>

        <Typography
          variant="body2"
          sx={{
            color: env.description ? 'text.secondary' : 'text.disabled',
            mt: 1.25,
            mb: 2,
            minHeight: 40,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontStyle: env.description ? 'normal' : 'italic',
          }}
        >
          {env.description || 'No description'}
        </Typography>

        <Stack spacing={1} sx={{ borderRadius: 2, bgcolor: 'action.hover', px: 1.5, py: 1.25 }}>
          <Field label="Slug">
            <Typography sx={mono} noWrap title={env.slug}>
              {env.slug}
            </Typography>
          </Field>
          <Field label="UUID" action={<CopyButton value={env.uuid} label="Copy UUID" />}>
            <Typography sx={mono} noWrap title={env.uuid}>
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
                  <Button size="small" onClick={onRegenerateClient} sx={{ minWidth: 0, py: 0 }}>
                    Create
                  </Button>
                )
              )
            }
          >
            <Tooltip title={env.clientKey ? 'For browser and mobile apps: evaluates flags, never reads rules' : ''} disableInteractive>
              <Typography sx={{ ...mono, color: env.clientKey ? 'text.primary' : 'text.disabled' }} noWrap data-testid="client-key">
                {env.clientKey ? truncate(env.clientKey, 34) : 'None yet: created before client keys'}
              </Typography>
            </Tooltip>
          </Field>
          {/* The server key also reads the rules (flagd document): only those who may manage environments see it. */}
          {env.apiKey && (
            <Field
              label="Server key"
              action={
                <>
                  <Tooltip title={revealed ? 'Hide server key' : 'Reveal server key'} disableInteractive>
                    <IconButton size="small" aria-label={revealed ? 'Hide server key' : 'Reveal server key'} onClick={() => setRevealed((r) => !r)}>
                      {revealed ? <VisibilityOffRoundedIcon fontSize="inherit" /> : <VisibilityRoundedIcon fontSize="inherit" />}
                    </IconButton>
                  </Tooltip>
                  <CopyButton value={env.apiKey} label="Copy server key" />
                </>
              }
            >
              <Typography sx={{ ...mono, wordBreak: 'break-all', letterSpacing: revealed ? 0 : '0.02em' }} noWrap={!revealed} data-testid="api-key">
                {revealed ? env.apiKey : maskApiKey(env.apiKey)}
              </Typography>
            </Field>
          )}
        </Stack>

        <Box sx={{ flex: 1 }} />
        <Stack
          direction="row"
          spacing={2}
          sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <TuneRoundedIcon sx={{ fontSize: 16 }} />
            <Typography variant="caption">{plural(vars, 'custom variable')}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <CalendarTodayRoundedIcon sx={{ fontSize: 14 }} />
            <Typography variant="caption">Created {shortDate(env.createdAt)}</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

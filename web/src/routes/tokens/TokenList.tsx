import { Box, Button, Card, Chip, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { SCOPE_DESCRIPTIONS } from '@flagstream/domain';
import { relativeTime, shortDate } from '../../lib/format';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import type { ApiTokenScope } from '../../apollo/generated/graphql';

/** What one row shows of a token; the screens' queries spread it. */
export const TOKEN_LIST_ROW_FRAGMENT = graphql(`
  fragment TokenListRow_token on ApiToken {
    id name kind scope preview status createdAt expiresAt lastUsedAt
    project { id name }
    createdBy { id name }
  }
`);

type RowRef = FragmentType<typeof TOKEN_LIST_ROW_FRAGMENT> & { id: string };

const COLUMNS = 'minmax(0, 1.4fr) 110px 150px 150px 110px';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

export function ScopeChip({ scope }: { scope: ApiTokenScope }) {
  return (
    <Tooltip title={SCOPE_DESCRIPTIONS[scope]}>
      <Chip
        size="small"
        label={scope}
        color={scope === 'admin' ? 'warning' : scope === 'write' ? 'primary' : 'default'}
        variant="outlined"
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}

/** Tokens as a list: name and preview, scope, creator, last use, status, revoke. */
export function TokenList<R extends RowRef>({
  tokens,
  loading,
  showProject,
  canRevoke,
  onRevoke,
  emptyText,
}: {
  tokens: readonly R[];
  loading: boolean;
  showProject?: boolean;
  canRevoke: (t: R) => boolean;
  onRevoke: (t: R) => void;
  emptyText: string;
}) {
  if (loading)
    return (
      <Stack spacing={1} aria-label="Loading tokens">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  return (
    <Card>
      <Box
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: COLUMNS,
          columnGap: 2,
          px: 3,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 12,
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: 0.4,
        }}
      >
        <span>Token</span>
        <span>Scope</span>
        <span>Created</span>
        <span>Last used</span>
        <span />
      </Box>
      {tokens.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <KeyRoundedIcon sx={{ fontSize: 36, mb: 1 }} />
          <Typography variant="subtitle1" color="text.primary">
            No API tokens yet
          </Typography>
          <Typography variant="body2">{emptyText}</Typography>
        </Box>
      ) : (
        tokens.map((row, i) => (
          <TokenListRow key={row.id} token={row} first={i === 0} showProject={showProject} revocable={canRevoke(row)} onRevoke={() => onRevoke(row)} />
        ))
      )}
    </Card>
  );
}

/** One token: name and preview (and project), scope, creator, last use, status, revoke. */
function TokenListRow({
  token,
  first,
  showProject,
  revocable,
  onRevoke,
}: {
  token: FragmentType<typeof TOKEN_LIST_ROW_FRAGMENT>;
  first: boolean;
  showProject?: boolean;
  revocable: boolean;
  onRevoke: () => void;
}) {
  const t = useFragment(TOKEN_LIST_ROW_FRAGMENT, token);
  return (
    <Box
      data-testid="token-row"
      data-status={t.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: COLUMNS },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 1.75,
        borderTop: first ? 0 : 1,
        borderColor: 'divider',
        opacity: t.status === 'active' ? 1 : 0.6,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {t.name}
          </Typography>
          {t.kind === 'project' && <Chip size="small" label="service" variant="outlined" />}
          {t.status !== 'active' && <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} />}
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'fontFamilyMono' }}>
          {t.preview}
          {showProject ? ` · ${t.project.name}` : ''}
          {t.expiresAt ? ` · ${t.status === 'expired' ? 'expired' : 'expires'} ${shortDate(t.expiresAt)}` : ' · no expiry'}
        </Typography>
        {/* on a phone the scope and last use join the token's own lines */}
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'flex', md: 'none' }, mt: 0.75, alignItems: 'center' }}>
          <ScopeChip scope={t.scope} />
          <Typography variant="caption" color="text.secondary">
            {t.lastUsedAt ? `used ${relativeTime(t.lastUsedAt)}` : 'never used'}
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <ScopeChip scope={t.scope} />
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Typography variant="body2">{shortDate(t.createdAt)}</Typography>
        <Typography variant="caption" color="text.secondary">
          by {t.createdBy.name}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
        {t.lastUsedAt ? relativeTime(t.lastUsedAt) : 'Never'}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        {t.status === 'active' && revocable && (
          <Button size="small" color="error" onClick={onRevoke} aria-label={`Revoke ${t.name}`}>
            Revoke
          </Button>
        )}
      </Box>
    </Box>
  );
}

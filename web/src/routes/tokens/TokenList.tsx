import { Button, Card, Chip, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { SCOPE_DESCRIPTIONS } from '@flagstream/domain';
import { relativeTime, shortDate } from '../../lib/format';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import type { ApiTokenScope, TokenListRow_TokenFragment } from '../../apollo/generated/graphql';
import {
  DesktopCell,
  DesktopText,
  ListHeads,
  NameLine,
  NoTokens,
  PhoneLine,
  PreviewLine,
  RevokeCell,
  ScopeChipRoot,
  TokenCell,
  TokenName,
  TokenRowRoot,
} from './tokenParts';

/** What one row shows of a token; the screens' queries spread it. */
export const TOKEN_LIST_ROW_FRAGMENT = graphql(`
  fragment TokenListRow_token on ApiToken {
    id name kind scope preview status createdAt expiresAt lastUsedAt
    project { id name }
    createdBy { id name }
  }
`);

type RowRef = FragmentType<typeof TOKEN_LIST_ROW_FRAGMENT> & { id: string };
type Row = TokenListRow_TokenFragment;

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

export function ScopeChip({ scope }: { scope: ApiTokenScope }) {
  return (
    <Tooltip title={SCOPE_DESCRIPTIONS[scope]}>
      <ScopeChipRoot size="small" label={scope} color={scope === 'admin' ? 'warning' : scope === 'write' ? 'primary' : 'default'} variant="outlined" />
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
      <ListHeads>
        <span>Token</span>
        <span>Scope</span>
        <span>Created</span>
        <span>Last used</span>
        <span />
      </ListHeads>
      {tokens.length === 0 ? (
        <NoTokens>
          <KeyRoundedIcon />
          <Typography variant="subtitle1" color="text.primary">
            No API tokens yet
          </Typography>
          <Typography variant="body2">{emptyText}</Typography>
        </NoTokens>
      ) : (
        tokens.map((row, i) => (
          <TokenListRow key={row.id} token={row} first={i === 0} showProject={showProject} revocable={canRevoke(row)} onRevoke={() => onRevoke(row)} />
        ))
      )}
    </Card>
  );
}

/** The token's own cell: name and marks, preview (and project) and expiry; on a phone its scope and last use too. */
function TokenIdentity({ t, showProject }: { t: Row; showProject?: boolean }) {
  return (
    <TokenCell>
      <NameLine direction="row" spacing={1}>
        <TokenName noWrap>{t.name}</TokenName>
        {t.kind === 'project' && <Chip size="small" label="service" variant="outlined" />}
        {t.status !== 'active' && <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} />}
      </NameLine>
      <PreviewLine variant="caption" color="text.secondary">
        {t.preview}
        {showProject ? ` · ${t.project.name}` : ''}
        {t.expiresAt ? ` · ${t.status === 'expired' ? 'expired' : 'expires'} ${shortDate(t.expiresAt)}` : ' · no expiry'}
      </PreviewLine>
      <PhoneLine direction="row" spacing={1}>
        <ScopeChip scope={t.scope} />
        <Typography variant="caption" color="text.secondary">
          {t.lastUsedAt ? `used ${relativeTime(t.lastUsedAt)}` : 'never used'}
        </Typography>
      </PhoneLine>
    </TokenCell>
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
    <TokenRowRoot data-testid="token-row" data-status={t.status} first={first} faded={t.status !== 'active'}>
      <TokenIdentity t={t} showProject={showProject} />
      <DesktopCell>
        <ScopeChip scope={t.scope} />
      </DesktopCell>
      <DesktopCell>
        <Typography variant="body2">{shortDate(t.createdAt)}</Typography>
        <Typography variant="caption" color="text.secondary">
          by {t.createdBy.name}
        </Typography>
      </DesktopCell>
      <DesktopText variant="body2" color="text.secondary">
        {t.lastUsedAt ? relativeTime(t.lastUsedAt) : 'Never'}
      </DesktopText>
      <RevokeCell>
        {t.status === 'active' && revocable && (
          <Button size="small" color="error" onClick={onRevoke} aria-label={`Revoke ${t.name}`}>
            Revoke
          </Button>
        )}
      </RevokeCell>
    </TokenRowRoot>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import type { FlagType } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { TypeBadge } from '../flags/FlagBits';
import { BreakingText, Shrinkable, WrapRow } from './flagParts';
import { shortDateTime } from './format';

const Crumbs = styled(Breadcrumbs)(({ theme }) => ({ marginBottom: theme.spacing(1.5) }));
const HeaderRow = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('md')]: { alignItems: 'flex-start' },
}));
const Title = styled(Typography)(({ theme }) => ({
  fontSize: 24,
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('sm')]: { fontSize: 30 },
})) as typeof Typography;
const KeyRow = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginTop: theme.spacing(0.5), minWidth: 0 }));
const HeaderKey = styled(Typography)({ fontSize: 14 });
const Description = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1), maxWidth: 720 }));
const Dates = styled(Typography)(({ theme }) => ({ display: 'block', marginTop: theme.spacing(1) }));
const Actions = styled(Stack)({ flexShrink: 0 });

interface HeaderFlag {
  name: string;
  key: string;
  type: string;
  description: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** Breadcrumbs, the flag's name, type, key, description and dates; History and Edit Flag. */
export function FlagPageHeader({ flag, canEdit, onEdit }: { flag: HeaderFlag; canEdit: boolean; onEdit: () => void }) {
  return (
    <>
      <Crumbs>
        <Link component={RouterLink} to="/flags" underline="hover" color="inherit">
          Feature Flags
        </Link>
        <BreakingText color="text.primary">{flag.name}</BreakingText>
      </Crumbs>
      <HeaderRow direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Shrinkable>
          <WrapRow direction="row" spacing={1.25} useFlexGap>
            <Title variant="h4" component="h1">
              {flag.name}
            </Title>
            <TypeBadge type={flag.type as FlagType} />
          </WrapRow>
          <KeyRow direction="row" spacing={0.5}>
            <HeaderKey variant="flagKey" data-testid="flag-key">
              {flag.key}
            </HeaderKey>
            <CopyButton value={flag.key} label="Copy key" toast="Flag key copied to clipboard" />
          </KeyRow>
          {flag.description && <Description color="text.secondary">{flag.description}</Description>}
          <Dates variant="caption" color="text.secondary">
            Created {shortDateTime(flag.createdAt)} · Updated {shortDateTime(flag.updatedAt)}
          </Dates>
        </Shrinkable>
        <Actions direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<HistoryRoundedIcon />} href="#history">
            History
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={onEdit}>
              Edit Flag
            </Button>
          )}
        </Actions>
      </HeaderRow>
    </>
  );
}

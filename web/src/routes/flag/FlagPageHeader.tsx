import { Link as RouterLink } from 'react-router-dom';
import { Box, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import type { FlagType } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { TypeBadge } from '../flags/FlagBits';
import { shortDateTime } from './format';

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
      <Breadcrumbs sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to="/flags" underline="hover" color="inherit">
          Feature Flags
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {flag.name}
        </Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.25} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
              {flag.name}
            </Typography>
            <TypeBadge type={flag.type as FlagType} />
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0 }}>
            <Typography variant="flagKey" data-testid="flag-key" sx={{ fontSize: 14 }}>
              {flag.key}
            </Typography>
            <CopyButton value={flag.key} label="Copy key" toast="Flag key copied to clipboard" />
          </Stack>
          {flag.description && (
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
              {flag.description}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Created {shortDateTime(flag.createdAt)} · Updated {shortDateTime(flag.updatedAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<HistoryRoundedIcon />} href="#history">
            History
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={onEdit}>
              Edit Flag
            </Button>
          )}
        </Stack>
      </Stack>
    </>
  );
}

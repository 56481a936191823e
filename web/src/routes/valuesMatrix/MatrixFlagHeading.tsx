import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link, Stack, TableCell, Tooltip, Typography } from '@mui/material';
import { valueToText } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { isProductionLike } from '../flags/flagListModel';
import { flagPath } from '../flags/flagsPageModel';
import { CELL_MIN_WIDTH } from './MatrixCell';
import type { MatrixEnvironment, MatrixFlag } from './matrixModel';

export const FLAG_COL_WIDTH = { xs: 140, sm: 260 };

export const stickyFirstSx = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  boxShadow: (t: { palette: { mode: string } }) => (t.palette.mode === 'dark' ? '4px 0 8px -6px rgba(0,0,0,0.8)' : '4px 0 8px -6px rgba(15,23,42,0.25)'),
  verticalAlign: 'top',
} as const;

const TYPE_COLOURS = { boolean: 'primary', string: 'info', number: 'success', json: 'secondary' } as const;

/** A row's head: the flag's name (a link to its page), key, type, default and kill state. */
export function MatrixFlagHeading({ flag }: { flag: MatrixFlag }) {
  const def = valueToText(flag.value as FlagValue);
  return (
    <Box sx={{ py: 0.25, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={flagPath(flag)}
        underline="hover"
        color="text.primary"
        variant="subtitle2"
        sx={{ overflowWrap: 'break-word', hyphens: 'auto', lineHeight: 1.35, display: 'block', fontSize: { xs: 13, sm: 14 } }}
      >
        {flag.name}
      </Link>
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        title={flag.key}
        sx={{ fontFamily: 'fontFamilyMono', wordBreak: 'break-all', lineHeight: 1.4 }}
      >
        {flag.key}
      </Typography>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0, display: { xs: 'none', sm: 'flex' } }}>
        <Chip label={flag.type} size="xsmall" color={TYPE_COLOURS[flag.type]} variant="outlined" sx={{ height: 18, fontSize: 10.5, flexShrink: 0 }} />
        <Typography variant="caption" color="text.secondary" noWrap title={`Default: ${def}`} sx={{ minWidth: 0 }}>
          Default:{' '}
          <Box component="span" sx={{ fontFamily: 'fontFamilyMono', color: 'text.primary' }}>
            {def === '' ? '(empty)' : def}
          </Box>
        </Typography>
        {!flag.enabled && <Chip label="Killed" size="xsmall" color="error" sx={{ height: 18, fontSize: 10.5 }} />}
      </Stack>
    </Box>
  );
}

/** A column's head: the environment's state dot, name, production mark and type. */
export function MatrixEnvHead({ env }: { env: MatrixEnvironment }) {
  return (
    <TableCell title={env.name} sx={{ minWidth: CELL_MIN_WIDTH, bgcolor: 'background.paper', verticalAlign: 'bottom', px: { xs: 1.25, sm: 2 } }}>
      <Stack direction="row" spacing={{ xs: 0.75, sm: 1 }} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Tooltip title={`Status: ${env.status}`}>
          <Box
            role="img"
            sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: env.status === 'active' ? 'success.main' : 'text.disabled' }}
          />
        </Tooltip>
        <Typography variant="subtitle2" noWrap>
          {env.name}
        </Typography>
        {isProductionLike(env) && <Chip label="prod" size="xsmall" color="warning" variant="outlined" />}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
        {env.type}
      </Typography>
    </TableCell>
  );
}

import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { isProductionLike } from '../flags/flagListModel';
import { EnvHeadCell } from './matrixTableParts';

/** What a column's head shows of an environment; the table's fragment spreads it. */
export const MATRIX_ENV_HEAD_FRAGMENT = graphql(`
  fragment MatrixEnvHead_environment on Environment {
    name type status
  }
`);

const HeadLine = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const StatusDot = styled('div', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: active ? theme.palette.success.main : theme.palette.text.disabled,
}));
const EnvType = styled(Typography)({ textTransform: 'capitalize' });

/** A column's head: the environment's state dot, name, production mark and type. */
export function MatrixEnvHead({ env: ref }: { env: FragmentType<typeof MATRIX_ENV_HEAD_FRAGMENT> }) {
  const env = useFragment(MATRIX_ENV_HEAD_FRAGMENT, ref);
  return (
    <EnvHeadCell title={env.name}>
      <HeadLine direction="row" spacing={{ xs: 0.75, sm: 1 }}>
        <Tooltip title={`Status: ${env.status}`}>
          <StatusDot role="img" active={env.status === 'active'} />
        </Tooltip>
        <Typography variant="subtitle2" noWrap>
          {env.name}
        </Typography>
        {isProductionLike(env) && <Chip label="prod" size="xsmall" color="warning" variant="outlined" />}
      </HeadLine>
      <EnvType variant="caption" color="text.secondary">
        {env.type}
      </EnvType>
    </EnvHeadCell>
  );
}

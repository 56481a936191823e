import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { valueToText } from '@flagstream/domain';
import type { FlagValue } from '@flagstream/domain';
import { graphql } from '../../apollo/generated';
import { useFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { flagPath } from '../flags/flagsPageModel';

/** What a row's head shows of a flag; the row's fragment spreads it. */
export const MATRIX_FLAG_HEADING_FRAGMENT = graphql(`
  fragment MatrixFlagHeading_flag on Flag {
    name key type value enabled
  }
`);

const TYPE_COLOURS = { boolean: 'primary', string: 'info', number: 'success', json: 'secondary' } as const;

const Root = styled('div')(({ theme }) => ({ paddingTop: theme.spacing(0.25), paddingBottom: theme.spacing(0.25), minWidth: 0 }));
const NameLink = styled(Link)(({ theme }) => ({
  overflowWrap: 'break-word',
  hyphens: 'auto',
  lineHeight: 1.35,
  display: 'block',
  fontSize: 13,
  [theme.breakpoints.up('sm')]: { fontSize: 14 },
})) as typeof Link;
const KeyLine = styled('div')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  fontFamily: theme.typography.fontFamilyMono,
  wordBreak: 'break-all',
  lineHeight: 1.4,
}));
/** Type, default and kill state: from sm up (phones keep the name and key). */
const Details = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  marginTop: theme.spacing(0.5),
  minWidth: 0,
  display: 'none',
  [theme.breakpoints.up('sm')]: { display: 'flex' },
}));
const TinyChip = styled(Chip)({ height: 18, fontSize: 10.5 });
const TypeChip = styled(TinyChip)({ flexShrink: 0 });
const DefaultLine = styled(Typography)({ minWidth: 0 });
const DefaultValue = styled('span')(({ theme }) => ({ fontFamily: theme.typography.fontFamilyMono, color: theme.palette.text.primary }));

/** A row's head: the flag's name (a link to its page), key, type, default and kill state. */
export function MatrixFlagHeading({ flag: ref }: { flag: FragmentType<typeof MATRIX_FLAG_HEADING_FRAGMENT> }) {
  const flag = useFragment(MATRIX_FLAG_HEADING_FRAGMENT, ref);
  const def = valueToText(flag.value as FlagValue);
  return (
    <Root>
      <NameLink component={RouterLink} to={flagPath(flag)} underline="hover" color="text.primary" variant="subtitle2">
        {flag.name}
      </NameLink>
      <KeyLine title={flag.key}>{flag.key}</KeyLine>
      <Details direction="row" spacing={0.75}>
        <TypeChip label={flag.type} size="xsmall" color={TYPE_COLOURS[flag.type]} variant="outlined" />
        <DefaultLine variant="caption" color="text.secondary" noWrap title={`Default: ${def}`}>
          Default: <DefaultValue>{def === '' ? '(empty)' : def}</DefaultValue>
        </DefaultLine>
        {!flag.enabled && <TinyChip label="Killed" size="xsmall" color="error" />}
      </Details>
    </Root>
  );
}

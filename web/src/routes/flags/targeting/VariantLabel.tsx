import { Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FlagType } from '../../../apollo/generated/graphql';
import { FlagValueView } from '../FlagBits';
import { Swatch } from './styledParts';
import { variantColour } from './variantsModel';
import type { VariantOption } from './variantsModel';

const Row = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const Name = styled(Typography)({ fontWeight: 600, minWidth: 0 }) as typeof Typography;
/** The value beside the name; compact (a split row's select) hides it on phones. */
const Value = styled('span', { shouldForwardProp: (p) => p !== 'compact' })<{ compact?: boolean }>(({ theme, compact }) => ({
  display: compact ? 'none' : 'inline-flex',
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { display: 'inline-flex' },
}));

/** A variant: its colour, its name and, beside it, the value it serves. */
export function VariantLabel({ variant, type, variants, compact }: { variant: string; type: FlagType; variants: readonly VariantOption[]; compact?: boolean }) {
  const v = variants.find((x) => x.name === variant);
  return (
    <Row direction="row" spacing={1}>
      <Swatch colour={variantColour(variants, variant)} />
      <Name component="span" variant="body2" noWrap>
        {variant || '—'}
      </Name>
      {v && (
        <Value compact={compact}>
          <FlagValueView type={type} value={v.value} maxWidth={140} />
        </Value>
      )}
    </Row>
  );
}

import type { HTMLAttributes, Ref } from 'react';
import { Chip, Tooltip, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { FlagType } from '../../apollo/generated/graphql';
import { LONG_VALUE, otherValueTexts, valueKind } from './flagValueModel';

export const FLAG_TYPE_LABELS: Record<FlagType, string> = { boolean: 'Boolean', string: 'String', number: 'Number', json: 'JSON' };

const TYPE_COLOURS: Record<FlagType, ChipProps['color']> = { boolean: 'primary', string: 'secondary', number: 'warning', json: 'success' };

/** The flag's type as a small coloured badge. */
export function TypeBadge({ type }: { type: FlagType }) {
  return <Chip size="badge" variant="outlined" color={TYPE_COLOURS[type]} label={FLAG_TYPE_LABELS[type]} />;
}

/** The outlined "Disabled" badge's text: secondary, not the chip's primary. */
const DisabledBadge = styled(Chip)(({ theme }) => ({ color: theme.palette.text.secondary }));

/** Enabled/Disabled badge: read-only views and the environment dialog's global default. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  if (!enabled) return <DisabledBadge size="badge" label="Disabled" color="default" variant="outlined" />;
  return <Chip size="badge" label="Enabled" color="success" variant="filled" />;
}

/** How a value token reads: true (green, tinted), false (secondary), a number (warning), JSON or text (primary), a string (inherited). */
type Tone = 'true' | 'false' | 'number' | 'json' | 'string';

const TONES: Record<Tone, (theme: Theme) => object> = {
  true: (t) => ({ fontWeight: 600, color: t.palette.success.main, backgroundColor: alpha(t.palette.success.main, 0.1) }),
  false: (t) => ({ fontWeight: 600, color: t.palette.text.secondary, backgroundColor: t.palette.action.hover }),
  number: (t) => ({ backgroundColor: t.palette.action.hover, color: t.palette.warning.main, fontWeight: 600 }),
  json: (t) => ({ backgroundColor: t.palette.action.hover, color: t.palette.text.primary, fontWeight: 400 }),
  string: (t) => ({ backgroundColor: t.palette.action.hover }),
};

/** A value in the monospace token on a tint, one line, cut with an ellipsis at its column's (or the given) width. */
const ValueToken = styled('span', { shouldForwardProp: (p) => p !== 'tone' && p !== 'maxWidth' })<{ tone: Tone; maxWidth: number | string }>(
  ({ theme, tone, maxWidth }) => ({
    fontFamily: theme.typography.fontFamilyMono,
    fontSize: 12.5,
    lineHeight: '20px',
    paddingLeft: theme.spacing(0.875),
    paddingRight: theme.spacing(0.875),
    borderRadius: theme.shape.borderRadius,
    display: 'inline-block',
    maxWidth,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    ...TONES[tone](theme),
  }),
);

const EmptyValue = styled(Typography)({ fontStyle: 'italic' }) as typeof Typography;

/** A long value's whole text in its tooltip: the monospace token, wrapped, scrolling past 320px. */
const FullValue = styled('pre')(({ theme }) => ({
  margin: 0,
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  maxHeight: 320,
  overflow: 'auto',
}));

type ValueProps = { type: FlagType; value: unknown; maxWidth?: number | string };

function OtherValue({ type, value, maxWidth }: Required<Omit<ValueProps, 'value'>> & { value: unknown }) {
  const { text, full } = otherValueTexts(value);
  const token = (
    <ValueToken tone={type === 'number' ? 'number' : 'json'} maxWidth={maxWidth}>
      {text}
    </ValueToken>
  );
  // a tooltip only where the value is cut short: an empty one still costs a Tooltip per cell and blanks the token's aria-label
  return full === null ? token : <Tooltip title={<FullValue>{full}</FullValue>}>{token}</Tooltip>;
}

/** A flag value, formatted for its type: booleans coloured, strings quoted, JSON compact with the full text on hover. */
export function FlagValueView({ type, value, maxWidth = 220 }: ValueProps) {
  switch (valueKind(type, value)) {
    case 'boolean':
      return (
        <ValueToken tone={value === true ? 'true' : 'false'} maxWidth={maxWidth}>
          {value === true ? 'true' : 'false'}
        </ValueToken>
      );
    case 'empty':
      return (
        <EmptyValue component="span" variant="body2" color="text.secondary">
          empty
        </EmptyValue>
      );
    case 'string': {
      const text = value as string;
      const token = (
        <ValueToken tone="string" maxWidth={maxWidth}>
          "{text}"
        </ValueToken>
      );
      return text.length > LONG_VALUE ? <Tooltip title={text}>{token}</Tooltip> : token;
    }
    default:
      return <OtherValue type={type} value={value} maxWidth={maxWidth} />;
  }
}

/** The palette colours a status dot takes. */
export type DotColour = 'success.main' | 'text.disabled' | 'primary.main';

const DOT_COLOURS: Record<DotColour, (theme: Theme) => string> = {
  'success.main': (t) => t.palette.success.main,
  'text.disabled': (t) => t.palette.text.disabled,
  'primary.main': (t) => t.palette.primary.main,
};

const Dot = styled('span', { shouldForwardProp: (p) => p !== 'colour' })<{ colour: DotColour }>(({ theme, colour }) => ({
  width: 7,
  height: 7,
  borderRadius: '50%',
  backgroundColor: DOT_COLOURS[colour](theme),
  flexShrink: 0,
  display: 'inline-block',
}));

/** A small round status mark: an environment's state, a custom value. */
export function StatusDot({ color, ref, ...rest }: { color: DotColour; ref?: Ref<HTMLSpanElement> } & Omit<HTMLAttributes<HTMLSpanElement>, 'color'>) {
  return <Dot ref={ref} {...rest} colour={color} />;
}

const KeyLine = styled(Typography)(({ theme }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12.5,
  color: theme.palette.text.secondary,
  minWidth: 0,
})) as typeof Typography;

/** The flag key in monospace. */
export function KeyText({ value }: { value: string }) {
  return (
    <KeyLine component="span" variant="body2" noWrap title={value}>
      {value}
    </KeyLine>
  );
}

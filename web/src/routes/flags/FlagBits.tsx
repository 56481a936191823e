import type { HTMLAttributes, Ref } from 'react';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { FlagType } from '../../apollo/generated/graphql';

export const FLAG_TYPE_LABELS: Record<FlagType, string> = { boolean: 'Boolean', string: 'String', number: 'Number', json: 'JSON' };

const TYPE_COLOURS: Record<FlagType, ChipProps['color']> = { boolean: 'primary', string: 'secondary', number: 'warning', json: 'success' };

/** The flag's type as a small coloured badge. */
export function TypeBadge({ type }: { type: FlagType }) {
  return <Chip size="badge" variant="outlined" color={TYPE_COLOURS[type]} label={FLAG_TYPE_LABELS[type]} />;
}

/** Enabled/Disabled badge: read-only views and the environment dialog's global default. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Chip
      size="badge"
      label={enabled ? 'Enabled' : 'Disabled'}
      color={enabled ? 'success' : 'default'}
      variant={enabled ? 'filled' : 'outlined'}
      sx={enabled ? undefined : { color: 'text.secondary' }}
    />
  );
}

const compact = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return String(v);
  }
};
const pretty = (v: unknown): string => {
  try {
    return JSON.stringify(v, null, 2) ?? 'null';
  } catch {
    return String(v);
  }
};

/** A flag value, formatted for its type: booleans coloured, strings quoted, JSON compact with the full text on hover. */
export function FlagValueView({ type, value, maxWidth = 220 }: { type: FlagType; value: unknown; maxWidth?: number | string }) {
  const base = {
    fontFamily: 'fontFamilyMono',
    fontSize: 12.5,
    lineHeight: '20px',
    px: 0.875,
    borderRadius: 1,
    display: 'inline-block',
    maxWidth,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  } as const;
  if (type === 'boolean' || typeof value === 'boolean') {
    const on = value === true;
    return (
      <Box
        component="span"
        sx={(t) => ({
          ...base,
          fontWeight: 600,
          color: on ? 'success.main' : 'text.secondary',
          bgcolor: on ? alpha(t.palette.success.main, 0.1) : 'action.hover',
        })}
      >
        {on ? 'true' : 'false'}
      </Box>
    );
  }
  if (type === 'string' && typeof value === 'string') {
    if (value === '')
      return (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          empty
        </Typography>
      );
    return (
      <Tooltip title={value.length > 28 ? value : ''}>
        <Box component="span" sx={{ ...base, bgcolor: 'action.hover' }}>
          "{value}"
        </Box>
      </Tooltip>
    );
  }
  const text = typeof value === 'string' ? value : compact(value);
  const long = text.length > 28;
  return (
    <Tooltip
      title={
        long ? (
          <Box component="pre" sx={{ m: 0, fontFamily: 'fontFamilyMono', fontSize: 12, whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
            {typeof value === 'string' ? value : pretty(value)}
          </Box>
        ) : (
          ''
        )
      }
    >
      <Box
        component="span"
        sx={{ ...base, bgcolor: 'action.hover', color: type === 'number' ? 'warning.main' : 'text.primary', fontWeight: type === 'number' ? 600 : 400 }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}

/** A small round status mark: an environment's state, a custom value. */
export function StatusDot({ color, ref, ...rest }: { color: string; ref?: Ref<HTMLSpanElement> } & HTMLAttributes<HTMLSpanElement>) {
  return <Box component="span" ref={ref} {...rest} sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color, flexShrink: 0, display: 'inline-block' }} />;
}

/** The flag key in monospace. */
export function KeyText({ value }: { value: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      noWrap
      title={value}
      sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, color: 'text.secondary', minWidth: 0 }}
    >
      {value}
    </Typography>
  );
}

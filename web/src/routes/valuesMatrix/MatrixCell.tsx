import { memo } from 'react';
import { Box, Chip, CircularProgress, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import type { FlagType } from '@flagstream/domain';
import type { CellEdit, ServerCell } from './matrixModel';
import { isJsonText, textOf } from './matrixModel';

export const CELL_MIN_WIDTH = { xs: 172, sm: 232 };

type PaletteTheme = Theme;
/** The shared look of a custom cell and a modified cell (also used by the legend). */
export const customCellSx = { bgcolor: (t: PaletteTheme) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.06) };
export const modifiedCellSx = {
  bgcolor: (t: PaletteTheme) => alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.14 : 0.1),
  boxShadow: (t: PaletteTheme) => `inset 0 0 0 2px ${alpha(t.palette.warning.main, 0.75)}`,
};

export function CustomDot({ title = 'Custom value' }: { title?: string }) {
  return (
    <Tooltip title={title}>
      <Box component="span" aria-label={title} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', display: 'inline-block', flexShrink: 0 }} />
    </Tooltip>
  );
}

interface Props {
  cellKey: string;
  flagKey: string;
  environmentName: string;
  type: FlagType;
  server: ServerCell;
  edit: CellEdit | undefined;
  editable: boolean;
  resetting: boolean;
  disabled: boolean;
  onEdit: (cellKey: string, edit: CellEdit) => void;
  onReset: (cellKey: string) => void;
}

/** One flag in one environment: a value editor of the flag's type, the enabled switch and Reset. */
export const MatrixCell = memo(function MatrixCell({ cellKey, flagKey, environmentName, type, server, edit, editable, resetting, disabled, onEdit, onReset }: Props) {
  const modified = edit !== undefined;
  const custom = modified || server.hasCustomValue;
  const text = edit?.text ?? textOf(server.value);
  const enabled = edit?.enabled ?? server.enabled;
  const label = `${flagKey} in ${environmentName}`;
  const change = (patch: Partial<CellEdit>) => onEdit(cellKey, { text, enabled, ...patch });
  const badJson = type === 'json' && editable && modified && !isJsonText(text);

  const stateSx = modified ? modifiedCellSx : custom ? customCellSx : {};

  return (
    <Box
      data-testid={`cell-${cellKey}`}
      data-custom={custom ? 'true' : 'false'}
      data-modified={modified ? 'true' : 'false'}
      sx={{ position: 'relative', borderRadius: 2, p: 1.25, minHeight: 84, display: 'flex', flexDirection: 'column', gap: 1, transition: 'background-color 150ms, box-shadow 150ms', ...stateSx }}
    >
      {editable ? (
        <ValueEditor type={type} text={text} label={label} muted={!enabled} invalid={badJson} disabled={disabled} onChange={(t) => change({ text: t })} />
      ) : (
        <ReadOnlyValue type={type} text={text} muted={!enabled} />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 30 }}>
        {editable ? (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Switch
              size="small" color="success" checked={enabled} disabled={disabled}
              onChange={(e) => change({ enabled: e.target.checked })}
              slotProps={{ input: { 'aria-label': `Enabled: ${label}` } }}
            />
            <Typography variant="caption" color={enabled ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
              {enabled ? 'Enabled' : 'Disabled'}
            </Typography>
          </Stack>
        ) : (
          <Chip size="small" label={enabled ? 'Enabled' : 'Disabled'} color={enabled ? 'success' : 'default'} variant="outlined" />
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {custom && <CustomDot title={modified ? 'Modified (not saved)' : 'Custom value'} />}
          {editable && custom && (
            <Tooltip title="Reset to default">
              <span>
                <IconButton size="small" aria-label={`Reset to default: ${label}`} disabled={resetting || disabled} onClick={() => onReset(cellKey)}>
                  {resetting ? <CircularProgress size={16} /> : <RestartAltRoundedIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      </Stack>
    </Box>
  );
});

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

function ValueEditor({ type, text, label, muted, invalid, disabled, onChange }: {
  type: FlagType; text: string; label: string; muted: boolean; invalid: boolean; disabled: boolean; onChange: (text: string) => void;
}) {
  if (type === 'boolean') {
    const on = text === 'true';
    return (
      <Stack direction="row" sx={{ alignItems: 'center', opacity: muted ? 0.6 : 1 }}>
        <Switch checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked ? 'true' : 'false')} slotProps={{ input: { 'aria-label': `Value: ${label}` } }} />
        <Typography sx={{ ...mono, fontWeight: 600 }} color={on ? 'primary' : 'text.secondary'}>{on ? 'true' : 'false'}</Typography>
      </Stack>
    );
  }
  return (
    <TextField
      fullWidth size="small" value={text} disabled={disabled} error={invalid}
      type={type === 'number' ? 'number' : 'text'}
      multiline={type === 'json'} maxRows={type === 'json' ? 4 : undefined}
      placeholder={type === 'json' ? '{}' : type === 'string' ? '(empty)' : '0'}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': `Value: ${label}`, ...(type === 'number' ? { step: 1, inputMode: 'numeric' } : {}), spellCheck: false },
        input: { sx: { ...(type === 'json' || type === 'number' ? mono : { fontSize: 14 }), bgcolor: 'background.paper', opacity: muted ? 0.7 : 1 } },
      }}
      helperText={invalid ? 'Not valid JSON: saved as text' : undefined}
    />
  );
}

function ReadOnlyValue({ type, text, muted }: { type: FlagType; text: string; muted: boolean }) {
  const shown = type === 'string' && text === '' ? '(empty)' : text;
  return (
    <Tooltip title={shown.length > 28 ? shown : ''}>
      <Typography
        sx={{ ...mono, opacity: muted ? 0.6 : 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', py: 0.5, fontWeight: type === 'boolean' ? 600 : 400 }}
        color={type === 'boolean' && text === 'true' ? 'primary' : 'text.primary'}
      >
        {shown}
      </Typography>
    </Tooltip>
  );
}

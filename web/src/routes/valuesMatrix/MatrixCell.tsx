import { memo, useState } from 'react';
import { Box, Button, ButtonBase, CircularProgress, FormControlLabel, Popover, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import type { FlagType } from '@flagstream/domain';
import { ValueEditor, parseValue, valueText } from '../../components/ValueEditor';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FlagValueView } from '../flags/FlagBits';
import { TargetingChip } from '../flags/TargetingChip';
import type { CellEdit, ServerCell } from './matrixModel';

export const CELL_MIN_WIDTH = { xs: 132, sm: 168 };

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
      <Box
        component="span"
        role="img"
        aria-label={title}
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', display: 'inline-block', flexShrink: 0 }}
      />
    </Tooltip>
  );
}

interface Props {
  cellKey: string;
  flagId: string;
  flagKey: string;
  flagName: string;
  environmentId: string;
  environmentName: string;
  type: FlagType;
  /** the flag's kill switch is off: the cell serves off whatever it says */
  killed: boolean;
  server: ServerCell;
  targeting: { hasTargeting?: boolean | null; rolloutPercentage?: number | null } | undefined;
  edit: CellEdit | undefined;
  editable: boolean;
  resetting: boolean;
  disabled: boolean;
  onEdit: (cellKey: string, edit: CellEdit | null) => void;
  onReset: (cellKey: string) => void;
}

/**
 * One flag in one environment, as one control (issue 17: the spec's cell had a value editor and
 * two switches side by side): the value it serves and whether it is on; clicking opens a small
 * editor for both, staged until Save All. Reset to default applies at once (spec §4).
 */
export const MatrixCell = memo(function MatrixCell(p: Props) {
  const { cellKey, type, server, edit, editable, resetting, disabled } = p;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(true);
  const modified = edit !== undefined;
  const custom = modified || server.hasCustomValue;
  const shownText = edit?.text;
  const parsedShown = shownText === undefined ? null : parseValue(type, shownText);
  const value = parsedShown?.ok ? parsedShown.value : server.value;
  const on = edit?.enabled ?? server.enabled;
  const label = `${p.flagName} in ${p.environmentName}`;

  const open = (el: HTMLElement) => {
    setText(edit?.text ?? valueText(type, server.value));
    setEnabled(on);
    setAnchor(el);
  };
  const parsed = parseValue(type, text);
  const apply = () => {
    if (!parsed.ok) return;
    p.onEdit(cellKey, { text, enabled });
    setAnchor(null);
  };

  const body = (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0, width: '100%' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: on && !p.killed ? 'success.main' : 'text.disabled' }}
      />
      <Box sx={{ minWidth: 0, display: 'flex', flex: 1 }}>
        <FlagValueView type={type} value={value} maxWidth="100%" />
      </Box>
      {!on && (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
          off
        </Typography>
      )}
      {custom && !modified && <CustomDot />}
      {resetting && <CircularProgress size={12} />}
    </Stack>
  );

  return (
    <Box
      data-testid={`cell-${cellKey}`}
      data-custom={custom ? 'true' : 'false'}
      data-modified={modified ? 'true' : 'false'}
      sx={{
        borderRadius: 1.5,
        minHeight: 36,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        opacity: p.killed ? 0.6 : 1,
        ...(modified ? modifiedCellSx : custom ? customCellSx : {}),
      }}
    >
      {editable ? (
        <Tooltip title={p.killed ? 'The kill switch is off: served off everywhere' : ''}>
          <ButtonBase
            disabled={disabled || resetting}
            onClick={(e) => open(e.currentTarget)}
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              px: 1,
              py: 0.75,
              borderRadius: 1.5,
              width: '100%',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {/* The name says the action and contains the visible value (WCAG 2.5.3). */}
            <Box component="span" sx={visuallyHidden}>
              Edit {label}:{' '}
            </Box>
            {body}
          </ButtonBase>
        </Tooltip>
      ) : (
        <Box sx={{ px: 1, py: 0.75 }} role="group" aria-label={label}>
          {body}
        </Box>
      )}
      {p.targeting?.hasTargeting && (
        <Box sx={{ px: 1, pb: 0.5 }}>
          <TargetingChip flagId={p.flagId} flagKey={p.flagKey} environmentId={p.environmentId} value={{ ...p.targeting, environmentName: p.environmentName }} />
        </Box>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 300, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Stack
          spacing={1.5}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <ValueEditor type={type} text={text} onChange={setText} size="small" autoFocus label="Value" />
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={`On in ${p.environmentName}`} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            {server.hasCustomValue || modified ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<RestartAltRoundedIcon />}
                onClick={() => {
                  setAnchor(null);
                  if (server.hasCustomValue) p.onReset(cellKey);
                  else p.onEdit(cellKey, null);
                }}
              >
                {server.hasCustomValue ? 'Reset to default' : 'Undo edit'}
              </Button>
            ) : (
              <span />
            )}
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setAnchor(null)}>
                Cancel
              </Button>
              <Button size="small" variant="contained" type="submit" disabled={!parsed.ok}>
                Apply
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Popover>
    </Box>
  );
});

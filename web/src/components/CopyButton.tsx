import { IconButton, Tooltip } from '@mui/material';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { useSnackbar } from 'notistack';

/** Copies a value and confirms with a toast ("Copied to clipboard" unless told otherwise). */
export function CopyButton({
  value,
  label = 'Copy',
  toast = 'Copied to clipboard',
  size = 'small',
}: {
  value: string;
  label?: string;
  toast?: string;
  size?: 'small' | 'medium';
}) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard API unavailable (http, old browser): fall back to a selection copy.
      const ta = document.createElement('textarea');
      ta.value = value;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    enqueueSnackbar(toast, { variant: 'success' });
  };
  // not interactive: a tooltip that only names the button must never stay over (and swallow clicks on) the next row's button
  return (
    <Tooltip title={label} disableInteractive>
      <IconButton size={size} onClick={copy} aria-label={label}>
        <ContentCopyRoundedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

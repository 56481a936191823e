import { Box, Chip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's reason for a failed call, when it gave one. */
export function errorDetail(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

const ToastTitle = styled(Typography)({ fontWeight: 600 });
const ToastDetail = styled(Typography)({ opacity: 0.9, display: 'block' });
const ViewOnly = styled(Chip)(({ theme }) => ({
  color: theme.palette.text.secondary,
  alignSelf: 'flex-start',
  [theme.breakpoints.up('sm')]: { alignSelf: 'center' },
}));

/** A toast body: the spec's text first, the server's reason under it. */
export function ErrorToast({ title, error }: { title: string; error?: unknown }) {
  const detail = errorDetail(error);
  return (
    <Box>
      <ToastTitle variant="body2">{title}</ToastTitle>
      {detail && detail !== title && <ToastDetail variant="caption">{detail}</ToastDetail>}
    </Box>
  );
}

/** A read-only marker for users who may only view (spec §6). */
export function ViewOnlyChip() {
  return <ViewOnly icon={<VisibilityRoundedIcon />} label="View only" variant="outlined" />;
}

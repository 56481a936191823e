import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { describeError } from '../apollo/errors';

const ToastText = styled('div')({ minWidth: 0 });
const Detail = styled(Typography)({ opacity: 0.92 });

/** A failure toast: what failed, then why (the server's words, or the connection problem). */
export function ErrorToast({ title, error }: { title: string; error?: unknown }) {
  const detail = error === undefined ? undefined : describeError(error);
  return (
    <ToastText>
      <Typography variant="optionTitle" component="p">
        {title}
      </Typography>
      {detail && detail !== title && <Detail variant="noteLine">{detail}</Detail>}
    </ToastText>
  );
}

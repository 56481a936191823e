import { CircularProgress } from '@mui/material';
import { LoaderBody, LoaderLabel, LoaderPage } from './stateViewParts';

/** While the auth state or a screen loads. */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <LoaderPage>
      <LoaderBody>
        <CircularProgress size={36} />
        {label && <LoaderLabel color="text.secondary">{label}</LoaderLabel>}
      </LoaderBody>
    </LoaderPage>
  );
}

import { Button } from '@mui/material';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';

/** Opens the REST API reference (/api/docs, rendered from /api/openapi.json) in a new tab. */
export function ApiReferenceButton() {
  return (
    <Button variant="outlined" href="/api/docs" target="_blank" rel="noopener" endIcon={<OpenInNewRoundedIcon />}>
      API Reference
    </Button>
  );
}

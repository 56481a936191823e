import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';

/** What paid plans add, with the way to Billing. */
export function UpgradeHint({ what = 'Charts over time, per environment and variant, and up to a year of history' }: { what?: string }) {
  return (
    <Alert
      severity="info"
      icon={<InsightsRoundedIcon fontSize="small" />}
      data-testid="usage-upgrade-hint"
      action={
        <Button component={RouterLink} to="/billing" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Upgrade
        </Button>
      }
    >
      {what} are part of <b>Advanced analytics</b> on paid plans.
    </Alert>
  );
}

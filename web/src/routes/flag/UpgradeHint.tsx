import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';

const UpgradeButton = styled(Button)({ whiteSpace: 'nowrap' }) as typeof Button;

/** What paid plans add, with the way to Billing. */
export function UpgradeHint({ what = 'Charts over time, per environment and variant, and up to a year of history' }: { what?: string }) {
  return (
    <Alert
      severity="info"
      icon={<InsightsRoundedIcon fontSize="small" />}
      data-testid="usage-upgrade-hint"
      action={
        <UpgradeButton component={RouterLink} to="/billing" color="inherit" size="small">
          Upgrade
        </UpgradeButton>
      }
    >
      {what} are part of <b>Advanced analytics</b> on paid plans.
    </Alert>
  );
}

import { Dialog, Typography } from '@mui/material';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import AllInclusiveRoundedIcon from '@mui/icons-material/AllInclusiveRounded';
import { useNavigate } from 'react-router-dom';
import { LIMIT_NOUNS, LIMIT_PLAN_FIELD, isAtLimit, limitReachedMessage, limitUsageLine } from '@flagstream/domain';
import type { LimitType, PlanCapField } from '@flagstream/domain';
import { LimitActions, LimitBody, LimitContent, LockMark, UpgradeLine, UpgradeList, WideButton } from './limitDialogParts';

export interface LimitInfo {
  limitType: LimitType;
  count: number;
  max: number;
  plan: string;
}

/** Before a create form opens: the dialog's details when `count` already fills the plan's cap of `limitType`, else null. */
export function limitReached(
  limitType: LimitType,
  count: number,
  plan: ({ name: string } & Partial<Record<PlanCapField, number | null>>) | null | undefined,
): LimitInfo | null {
  const max = plan?.[LIMIT_PLAN_FIELD[limitType]];
  return plan && max != null && isAtLimit(count, max) ? { limitType, count, max, plan: plan.name } : null;
}

/** Reads the server's PLAN_LIMIT_REACHED details from a GraphQL error, if that is what it is. */
export function limitInfoOf(error: unknown): LimitInfo | null {
  const errs = (error as { errors?: Array<{ extensions?: { code?: string; details?: Record<string, unknown> } }> } | null)?.errors ?? [];
  const e = errs.find((x) => x.extensions?.code === 'PLAN_LIMIT_REACHED');
  const d = e?.extensions?.details;
  if (!d) return null;
  return { limitType: d.limitType as LimitType, count: Number(d.count), max: Number(d.max), plan: String(d.plan) };
}

/** The limit-reached dialog (spec §2): texts from the domain, shared with the server's message. */
export function LimitReachedDialog({ info, onClose }: { info: LimitInfo | null; onClose: () => void }) {
  const navigate = useNavigate();
  const nouns = info ? LIMIT_NOUNS[info.limitType] : null;
  return (
    <Dialog open={Boolean(info)} onClose={onClose} maxWidth="xs" fullWidth>
      {info && nouns && (
        <>
          <LimitContent>
            <LimitBody spacing={2}>
              <LockMark>
                <LockRoundedIcon />
              </LockMark>
              <Typography variant="h6">{nouns.title}</Typography>
              <Typography variant="subtitle2" color="text.secondary">
                {limitUsageLine(info.plan, info.limitType, info.count, info.max)}
              </Typography>
              <Typography color="text.secondary">{limitReachedMessage(info.plan, info.limitType, info.max)}</Typography>
              <UpgradeList spacing={1}>
                <UpgradeLine direction="row" spacing={1}>
                  <BoltRoundedIcon color="primary" fontSize="small" />
                  <Typography variant="body2">Starter Plan: 10x more resources</Typography>
                </UpgradeLine>
                <UpgradeLine direction="row" spacing={1}>
                  <AllInclusiveRoundedIcon color="primary" fontSize="small" />
                  <Typography variant="body2">Pro &amp; Scale Plans: Unlimited resources</Typography>
                </UpgradeLine>
              </UpgradeList>
            </LimitBody>
          </LimitContent>
          <LimitActions>
            <WideButton onClick={onClose}>Maybe Later</WideButton>
            <WideButton
              variant="contained"
              onClick={() => {
                onClose();
                navigate('/billing');
              }}
            >
              View Upgrade Options
            </WideButton>
          </LimitActions>
        </>
      )}
    </Dialog>
  );
}

import { Box, Button, Chip, Drawer, FormControlLabel, Link, MenuItem, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import WebhookRoundedIcon from '@mui/icons-material/WebhookRounded';

// The Webhooks screen's one-off layouts as styled parts; its text looks are theme variants (webhookScreens.ts).

/** Takes the rest of a row and may shrink below its content (long URLs, event names). */
export const Grow = styled(Box)({ flex: 1, minWidth: 0 });

/** A label before a value on the same line, never squeezed ("Signing secret", "Delivery id"). */
export const FixedLabel = styled(Typography)({ flexShrink: 0 });

// --- the webhook card

export const CardHead = styled(Stack)({ alignItems: 'flex-start' });

export const CardIcon = styled(WebhookRoundedIcon)(({ theme }) => ({ marginTop: theme.spacing(0.25) }));

export const EventChips = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(1), flexWrap: 'wrap' }));

export const DeleteItem = styled(MenuItem)(({ theme }) => ({ color: theme.palette.error.main }));

/** The signing secret's line on the hover tint. */
export const SecretLine = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(2),
  alignItems: 'center',
  padding: theme.spacing(1),
  paddingLeft: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));

export const SecretText = styled(Typography)({ flex: 1, minWidth: 0 });

export const CardFoot = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(2),
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
}));

export const NoWrapButton = styled(Button)({ whiteSpace: 'nowrap', flexShrink: 0 });

// --- the form dialog

export const FormFields = styled(Stack)(({ theme }) => ({ paddingTop: theme.spacing(1) }));

export const EveryEventLine = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  rowGap: theme.spacing(1),
}));

/** The event types' groups: one column on a phone, two from sm. */
export const EventGroups = styled(Box)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

/** An event type's tick, one per line. */
export const EventTypeOption = styled(FormControlLabel)({ display: 'flex', margin: 0 });

export const GroupTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(0.5) }));

export { DialogFooter as FormActions } from '../../components/dialogParts';

// --- the delivery log

/** The drawer: the whole width on a phone, 520px from sm. */
export const LogDrawer = styled(Drawer)(({ theme }) => ({
  '& .MuiDrawer-paper': { width: '100%', [theme.breakpoints.up('sm')]: { width: 520 } },
}));

export const LogHead = styled(Stack)(({ theme }) => ({ alignItems: 'flex-start', padding: theme.spacing(2, 2.5, 1.5) }));

/** The log's skeleton and error keep the rows' side padding. */
export const LogSkeletons = styled(Stack)(({ theme }) => ({ paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) }));

export const LogInset = styled(Box)(({ theme }) => ({ paddingLeft: theme.spacing(2.5), paddingRight: theme.spacing(2.5) }));

export const LogEmpty = styled(Box)(({ theme }) => ({ padding: theme.spacing(6, 2.5), textAlign: 'center', color: theme.palette.text.secondary }));

export const LogEmptyButton = styled(Button)(({ theme }) => ({ marginTop: theme.spacing(2) }));

/** One delivery, ruled off from the one above. */
export const DeliveryItem = styled(Box)(({ theme }) => ({
  padding: theme.spacing(1.75, 2.5),
  borderTop: '1px solid',
  borderColor: theme.palette.divider,
}));

export const ItemHead = styled(Stack)({ alignItems: 'center' });

export const StatusChip = styled(Chip)({ fontWeight: 600 });

export const ItemMeta = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  color: theme.palette.text.secondary,
  flexWrap: 'wrap',
  alignItems: 'center',
}));

/** "3 attempts" as a link that opens the attempts; its chevron turns up while they show. */
export const AttemptsToggle = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  color: theme.palette.text.secondary,
  '& .MuiSvgIcon-root': { fontSize: 16, transform: 'none' },
  '&[aria-expanded="true"] .MuiSvgIcon-root': { transform: 'rotate(180deg)' },
})) as typeof Link;

export const AttemptList = styled('ol')(({ theme }) => ({
  margin: 0,
  marginTop: theme.spacing(0.75),
  paddingLeft: theme.spacing(2.5),
  color: theme.palette.text.secondary,
  '& > li': { display: 'list-item' },
}));

export const ErrorLine = styled(Typography)(({ theme }) => ({ display: 'block', marginTop: theme.spacing(0.5) }));

export const IdLine = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(0.25), alignItems: 'center', color: theme.palette.text.disabled }));

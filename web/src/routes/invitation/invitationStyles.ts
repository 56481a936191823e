import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';

// The Invitation page's one-off layouts as styled parts; its text looks are theme variants (webhookScreens.ts).

/** The whole page: the public pages' frame (a centred column on a soft accent gradient). */
export { AuthPage as Backdrop } from '../authParts';

export const Column = styled(Box)({ width: '100%', maxWidth: 480 });

export const Brand = styled(Stack)(({ theme }) => ({ alignItems: 'center', justifyContent: 'center', marginBottom: theme.spacing(3) }));

export const RaisedCard = styled(Card)({ boxShadow: '0 20px 50px -20px rgba(15,23,42,0.25)' });

export const LoadingContent = styled(CardContent)(({ theme }) => ({ paddingTop: theme.spacing(8), paddingBottom: theme.spacing(8), textAlign: 'center' }));

/** The card's content: 24px on a phone, 32px from sm. */
export const Content = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

/** The same, keeping its bottom padding as the card's last child. */
export const ValidContent = styled(Content)(({ theme }) => ({
  '&:last-child': { paddingBottom: theme.spacing(3), [theme.breakpoints.up('sm')]: { paddingBottom: theme.spacing(4) } },
}));

export const CenteredContent = styled(Content)({ textAlign: 'center' });

/** The refusal's round error mark. */
export const ErrorMark = styled(Avatar)(({ theme }) => ({
  marginLeft: 'auto',
  marginRight: 'auto',
  width: 56,
  height: 56,
  borderRadius: '50%',
  color: theme.palette.error.main,
  backgroundColor: alpha(theme.palette.error.main, 0.1),
}));

/** The invitation's tile, larger than a card's. */
export const InviteMark = styled(Avatar)({ width: 56, height: 56, borderRadius: '16px' });

export const ErrorMarkIcon = styled(ErrorOutlineRoundedIcon)({ fontSize: 30 });

export const InviteMarkIcon = styled(GroupAddRoundedIcon)({ fontSize: 30 });

/** The first line under a mark or spinner, 16px below it. */
export const AfterMark = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(2) })) as typeof Typography;

/** Why the invitation cannot be shown, under its title. */
export const Reason = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1) }));

export const Description = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(1.5) }));

export const WideButton = styled(Button)(({ theme }) => ({ marginTop: theme.spacing(3) }));

export const Heading = styled(Stack)({ alignItems: 'center', textAlign: 'center' });

/** "Ada has invited you to join": the inviter's name in the text colour. */
export const InvitedBy = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5), '& strong': { color: theme.palette.text.primary } }));

export const ProjectName = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5), wordBreak: 'break-word' })) as typeof Typography;

/** The role, email and expiry lines in one bordered box. */
export const DetailsBox = styled(Box)(({ theme }) => ({
  marginTop: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  overflow: 'hidden',
}));

export const DetailLine = styled(Stack)(({ theme }) => ({ padding: theme.spacing(1.5, 2), alignItems: 'center', color: theme.palette.text.secondary }));

export const DetailLabel = styled(Typography)({ flexShrink: 0 });

/** The personal message as a quote on the accent tint. */
export const MessageBox = styled(Box)(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
  borderLeft: `3px solid ${theme.palette.primary.main}`,
}));

export const MessageTitle = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(0.5) }));

export const MessageText = styled(Typography)({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' });

export const ActionsBox = styled(Box)(({ theme }) => ({ marginTop: theme.spacing(3) }));

export const CenteredText = styled(Typography)({ textAlign: 'center' });

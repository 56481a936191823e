import { CardContent, TextField } from '@mui/material';
import { styled } from '@mui/material/styles';

// Styled parts shared by the Audit Log's tabs (issue 18: no sx copies).

/** The padding of the audit cards (filters, compare, time travel), a little less on phones. */
export const PanelContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5), '&:last-child': { paddingBottom: theme.spacing(2.5) } },
}));

/** A paper-coloured field; the date pickers' own icons follow light or dark. */
export const PaperField = styled(TextField)(({ theme }) => ({
  '& .MuiInputBase-root': { backgroundColor: theme.palette.background.paper },
  '& input': { colorScheme: theme.palette.mode },
}));

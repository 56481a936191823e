import { Alert, Button, DialogTitle, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { ListSearchField } from '../../components/ListSearchField';

/** The project dialogs' shared looks: a title close over its intro line, the intro, the buttons' padding. */
export const DialogHeading = styled(DialogTitle)(({ theme }) => ({ paddingBottom: theme.spacing(0.5) }));
export const DialogIntro = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(3) }));
export { DialogFooter } from '../../components/dialogParts';

/** Delete Project: the warning icon before the title, the typed-back name line, the refusal. */
export const WarningHeading = styled(DialogTitle)(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(1) }));
export const TypeBackLine = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(2), marginBottom: theme.spacing(1) }));
export const Refusal = styled(Alert)(({ theme }) => ({ marginTop: theme.spacing(2) }));

/** The Projects screen's New Project button and search field. */
export const NewProjectButton = styled(Button)({ whiteSpace: 'nowrap' });
export const ProjectSearch = styled(ListSearchField)(({ theme }) => ({ marginBottom: theme.spacing(3) }));

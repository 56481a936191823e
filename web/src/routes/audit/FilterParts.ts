import { Box, Button, Card, Checkbox, Chip, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';

// The filter bar's looks as styled parts (issue 18: no sx copies).

export const FiltersCard = styled(Card)(({ theme }) => ({ marginBottom: theme.spacing(2.5) }));

/** Event type, entity, actor, from, to: one column on phones, two on tablets, one row on wide screens. */
export const FieldsGrid = styled(Box)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '1.35fr 1fr 1fr 1.2fr 1.2fr' },
}));

export const MenuCheckbox = styled(Checkbox)(({ theme }) => ({ padding: theme.spacing(0.5), marginRight: theme.spacing(1) }));

export const MenuText = styled('span')({ fontSize: 14 });

export const CentredRow = styled(Stack)({ alignItems: 'center' });

/** Under the fields: what is shown on the left, the exports on the right (stacked on phones). */
export const FilterBarRow = styled(Stack)(({ theme }) => ({
  marginTop: theme.spacing(2),
  alignItems: 'stretch',
  justifyContent: 'space-between',
  [theme.breakpoints.up('md')]: { alignItems: 'center' },
}));

export const ShownLine = styled(Stack)({ flexWrap: 'wrap', alignItems: 'center', minWidth: 0 });

export const EntityChip = styled(Chip)({ maxWidth: '100%' });

export const ExportRow = styled(Stack)({ flexShrink: 0 });

/** The export buttons share the row on phones. */
export const ExportButton = styled(Button)(({ theme }) => ({
  flex: 1,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('md')]: { flex: 'none' },
}));

import type { ReactNode } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

const HeaderLine = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  alignItems: 'stretch',
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));
const TitleBlock = styled('div')({ minWidth: 0 });
const TitleLine = styled(Stack)({ alignItems: 'center' });
const Actions = styled(Stack)({ flexShrink: 0 });

/** Title, optional count badge and subtitle on the left; actions on the right. */
export function PageHeader({ title, subtitle, count, actions }: { title: ReactNode; subtitle?: ReactNode; count?: number; actions?: ReactNode }) {
  return (
    <HeaderLine direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TitleBlock>
        <TitleLine direction="row" spacing={1.25}>
          <Typography variant="pageTitle" component="h1">
            {title}
          </Typography>
          {count !== undefined && <Chip label={count} size="small" color="primary" variant="outlined" />}
        </TitleLine>
        {subtitle && (
          <Typography variant="lead" component="p" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </TitleBlock>
      {actions && (
        <Actions direction="row" spacing={1}>
          {actions}
        </Actions>
      )}
    </HeaderLine>
  );
}

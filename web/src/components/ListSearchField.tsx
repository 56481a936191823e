import { InputAdornment, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { styled } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

export interface ListSearchFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'slotProps' | 'label'> {
  /** the field's accessible name ("Search environments"); the placeholder says what it searches */
  ariaLabel: string;
  value: string;
  onSearch: (value: string) => void;
  /** its width from the `from` breakpoint up (full width below it) */
  width?: number;
  from?: 'sm' | 'md';
  /** on the page's background, the field is paper-white; inside a dialog or card it is not */
  onPage?: boolean;
}

const Field = styled(TextField, { shouldForwardProp: (p) => p !== 'fieldWidth' && p !== 'from' && p !== 'onPage' })<{
  fieldWidth: number;
  from: 'sm' | 'md';
  onPage: boolean;
}>(({ theme, fieldWidth, from, onPage }) => ({
  width: '100%',
  [theme.breakpoints.up(from)]: { width: fieldWidth },
  ...(onPage && { '& .MuiInputBase-root': { backgroundColor: theme.palette.background.paper } }),
}));

const ADORNMENT = {
  startAdornment: (
    <InputAdornment position="start">
      <SearchRoundedIcon fontSize="small" />
    </InputAdornment>
  ),
};

/** The search box over a list (flags, environments, overrides, segments, members, projects, the Values Matrix). */
export function ListSearchField({ ariaLabel, value, onSearch, width = 340, from = 'sm', onPage = true, ...rest }: ListSearchFieldProps) {
  return (
    <Field
      {...rest}
      value={value}
      onChange={(e) => onSearch(e.target.value)}
      fieldWidth={width}
      from={from}
      onPage={onPage}
      slotProps={{ htmlInput: { 'aria-label': ariaLabel }, input: ADORNMENT }}
    />
  );
}

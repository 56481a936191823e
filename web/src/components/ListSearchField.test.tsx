// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTheme } from '../theme/theme';
import { ListSearchField } from './ListSearchField';

const renderField = (props: Partial<Parameters<typeof ListSearchField>[0]> = {}) => {
  const onSearch = vi.fn();
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <ListSearchField ariaLabel="Search environments" placeholder="Search environments..." value="" onSearch={onSearch} {...props} />
    </ThemeProvider>,
  );
  return { onSearch, input: screen.getByRole('textbox', { name: 'Search environments' }) };
};

describe('ListSearchField', () => {
  afterEach(cleanup);

  it('given a list search, then it is named for screen readers, shows its placeholder and the search icon', () => {
    const { input } = renderField();
    expect(input.getAttribute('placeholder')).toBe('Search environments...');
    expect(document.querySelector('[data-testid="SearchRoundedIcon"]')).not.toBeNull();
  });

  it('when the user types, then the list gets the text (not the event)', () => {
    const { input, onSearch } = renderField();
    fireEvent.change(input, { target: { value: 'prod' } });
    expect(onSearch).toHaveBeenCalledWith('prod');
  });

  it('given other field props (Enter opens the only match on the flags list), then they reach the field', () => {
    const onKeyDown = vi.fn();
    const { input } = renderField({ onKeyDown, value: 'checkout' });
    expect((input as HTMLInputElement).value).toBe('checkout');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { rolloutSplit } from '@flagstream/domain';
import { buildTheme } from '../../../theme/theme';
import { newDraft } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';
import { TargetingSection } from './TargetingSection';

afterEach(cleanup);

/** The editor as a whole, on the app's theme: given a draft, then the parts the e2e tests and the spec name. */

const show = (draft: TargetingDraft | null) => {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <TargetingSection
        flagKey="new_checkout"
        type="boolean"
        environmentName="production"
        envValue={false}
        enabled
        draft={draft}
        segments={[{ ref: 'segment_1', name: 'Beta testers' }]}
        segmentStates={[
          { id: '1', name: 'Beta testers', description: '', conditions: { ends_with: [{ var: 'email' }, '@example.com'] }, createdAt: 0, updatedAt: 0 },
        ]}
        showAllIssues={false}
        onChange={onChange}
      />
    </ThemeProvider>,
  );
  return onChange;
};

describe('TargetingSection', () => {
  it('given no targeting, then the empty state starts a rollout', () => {
    const onChange = show(null);
    expect(screen.getByText('No targeting in production')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Percentage rollout' }));
    const started = onChange.mock.calls[0]?.[0] as TargetingDraft | undefined;
    expect(started?.model?.defaultServe.kind).toBe('split');
  });

  it('given rules and a split default, then the rule card, its keywords, the split and the Evaluate panel', () => {
    const base = newDraft('boolean', false, 'rule');
    const rule = {
      id: 'rule-1',
      conditions: [
        { operator: 'in' as const, attribute: 'country', values: ['DE', 'FR'] },
        { operator: 'segment' as const, segment: 'segment_1' },
      ],
      serve: { kind: 'variant' as const, variant: 'on' },
    };
    const onChange = show({ ...base, model: { rules: [rule], defaultServe: rolloutSplit('on', 'off', 20) } });
    const editor = screen.getByTestId('targeting-editor');
    expect(within(editor).getByText('1 rule · 20% rollout')).toBeTruthy();
    const card = screen.getByTestId('rule-1');
    for (const word of ['IF', 'AND', 'THEN SERVE']) expect(within(card).getByText(word)).toBeTruthy();
    expect(within(card).getByText('DE')).toBeTruthy();
    expect(within(card).getByText('Beta testers')).toBeTruthy();
    expect(within(screen.getByTestId('default-serve')).getByText('OTHERWISE')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Default: 20% on, 80% off' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((e) => e.textContent === 'Total 100%')).toBe(true);
    expect(screen.getByRole('region', { name: 'Evaluate as' })).toBeTruthy();
    expect(screen.getByTestId('evaluation-reason').textContent).toMatch(/SPLIT|DEFAULT/);

    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const added = onChange.mock.calls[0]?.[0] as TargetingDraft | undefined;
    expect(added?.model?.rules).toHaveLength(2);
  });

  it('given the JSON tab with broken JSON, then the problems box', () => {
    const base = newDraft('boolean', false, 'rule');
    show({ ...base, tab: 'json', json: '{' });
    expect(screen.getByText('1 problem')).toBeTruthy();
    expect(screen.getByText(/Evaluates once the document is valid: Not valid JSON/)).toBeTruthy();
  });
});

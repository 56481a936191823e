import { describe, expect, it } from 'vitest';
import { truncate } from '../../lib/format';
import { clientKeyAction, clientKeyLine, revealLabel, statusOf, typeColour } from './environmentCardModel';

describe('environment card model', () => {
  it('colours the type chip by environment type', () => {
    expect(typeColour('production')).toBe('error');
    expect(typeColour('staging')).toBe('warning');
    expect(typeColour('custom')).toBe('default');
  });

  it('reads the status', () => {
    expect(statusOf('active')).toEqual({ active: true, label: 'Active', dotLabel: 'Active', title: 'Active' });
    expect(statusOf('inactive')).toEqual({ active: false, label: 'Inactive', dotLabel: 'Inactive', title: 'Status: inactive' });
    expect(statusOf('archived')).toMatchObject({ label: 'archived', dotLabel: 'Inactive' });
  });

  it('shows the client key, or says there is none yet', () => {
    expect(clientKeyLine(null, truncate)).toEqual({ text: 'None yet: created before client keys', title: '', present: false });
    expect(clientKeyLine('fs_client_abc', truncate)).toMatchObject({ text: 'fs_client_abc', present: true });
    expect(clientKeyAction(null)).toBe('Create client key');
    expect(clientKeyAction('k')).toBe('Regenerate client key');
    expect(revealLabel(true)).toBe('Hide server key');
    expect(revealLabel(false)).toBe('Reveal server key');
  });
});

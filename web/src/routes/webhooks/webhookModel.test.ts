import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_TYPES,
  attemptText,
  attemptsText,
  canSave,
  cardEvents,
  chosenText,
  deliveryCounts,
  eventTitle,
  formInput,
  formStart,
  latencyText,
  maskedSecret,
  nextTry,
  responseText,
  responseTone,
  showsError,
  toggleType,
} from './webhookModel';

describe('webhookModel: the delivery log', () => {
  it('given deliveries of several statuses, when summed up, then each present status is counted in a fixed order', () => {
    const ds = [{ status: 'failed' }, { status: 'delivered' }, { status: 'failed' }, { status: 'delivered' }, { status: 'delivered' }] as const;
    expect(deliveryCounts(ds)).toBe('3 delivered · 2 failed');
    expect(deliveryCounts([{ status: 'pending' }])).toBe('1 retrying');
    expect(deliveryCounts([])).toBe('');
  });

  it('given a response code, when shown, then 2xx is success, any other code an error and none secondary', () => {
    expect([200, 204, 299].map(responseTone)).toEqual(['success', 'success', 'success']);
    expect([301, 404, 503, 199].map(responseTone)).toEqual(['error', 'error', 'error', 'error']);
    expect([null, undefined, 0].map(responseTone)).toEqual(['textSecondary', 'textSecondary', 'textSecondary']);
    expect(responseText(503)).toBe('Response 503');
    expect(responseText(null)).toBe('No response');
  });

  it('given a latency and attempts, when shown, then in ms or a dash, and attempt(s) by count', () => {
    expect(latencyText(12)).toBe('12 ms');
    expect(latencyText(0)).toBe('0 ms');
    expect(latencyText(null)).toBe('—');
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(0)).toBe('0 attempts');
    expect(attemptsText(3)).toBe('3 attempts');
  });

  it('given an attempt, when listed, then its time, its response, error or "No response", and its latency', () => {
    const at = '2026-01-09T10:00:00.000Z';
    const time = new Date(at).toLocaleTimeString();
    expect(attemptText({ at, statusCode: 503, latencyMs: 30, error: 'HTTP 503' })).toBe(`${time} · Response 503 · 30 ms`);
    expect(attemptText({ at, statusCode: null, latencyMs: 5000, error: 'timeout' })).toBe(`${time} · timeout · 5000 ms`);
    expect(attemptText({ at, statusCode: null, latencyMs: 1, error: null })).toBe(`${time} · No response · 1 ms`);
  });

  it('given an error, when it only repeats the response code, then it is not shown', () => {
    expect(showsError({ error: 'HTTP 503', responseCode: 503 })).toBe(false);
    expect(showsError({ error: 'HTTP 503', responseCode: 500 })).toBe(true);
    expect(showsError({ error: 'ECONNREFUSED', responseCode: null })).toBe(true);
    expect(showsError({ error: null, responseCode: null })).toBe(false);
  });

  it('given a retrying delivery, when it has been tried and has a next attempt, then it tells when', () => {
    const next = '2026-01-10T01:00:00.000Z';
    expect(nextTry({ status: 'pending', nextAttemptAt: next, attempts: 1 })).toBe(`next try ${new Date(next).toLocaleTimeString()}`);
    expect(nextTry({ status: 'pending', nextAttemptAt: next, attempts: 0 })).toBeNull();
    expect(nextTry({ status: 'pending', nextAttemptAt: null, attempts: 2 })).toBeNull();
    expect(nextTry({ status: 'failed', nextAttemptAt: next, attempts: 2 })).toBeNull();
  });
});

describe('webhookModel: the card', () => {
  it("given '*' among the events, when shown, then one chip stands for every event", () => {
    expect(cardEvents(['FeatureFlagToggled', '*'])).toEqual({ shown: ['*'], more: null });
  });

  it('given more than six events, when shown, then six chips and "+N more"', () => {
    const events = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(cardEvents(events)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e', 'f'], more: '+2 more' });
    expect(cardEvents(events.slice(0, 6))).toEqual({ shown: events.slice(0, 6), more: null });
  });

  it('given an event chip or a secret, when shown, then the type (or what * means) is its title and the secret is masked', () => {
    expect(eventTitle('*')).toBe('Every event, new kinds included');
    expect(eventTitle('FeatureFlagToggled')).toBe('FeatureFlagToggled');
    expect(maskedSecret('whsec_0123456789abcdef')).toBe(`whsec_0123${'•'.repeat(16)}`);
  });
});

describe('webhookModel: the form', () => {
  it('given a new webhook, when the form opens, then empty, every event, and the three default types ready', () => {
    expect(formStart(null)).toEqual({ url: '', description: '', all: true, types: DEFAULT_EVENT_TYPES });
  });

  it('given a webhook with chosen events, when edited, then its own fields and types', () => {
    expect(formStart({ url: 'https://x', description: 'd', events: ['OverrideCreated'] })).toEqual({
      url: 'https://x',
      description: 'd',
      all: false,
      types: ['OverrideCreated'],
    });
    expect(formStart({ url: 'https://x', description: '', events: ['*'] })).toEqual({
      url: 'https://x',
      description: '',
      all: true,
      types: DEFAULT_EVENT_TYPES,
    });
  });

  it('given the fields, when submitted, then texts are trimmed and every event is "*"', () => {
    expect(formInput({ url: ' https://x ', description: ' d ', all: true, types: ['A'] })).toEqual({ url: 'https://x', description: 'd', events: ['*'] });
    expect(formInput({ url: 'https://x', description: '', all: false, types: ['A', 'B'] })).toEqual({ url: 'https://x', description: '', events: ['A', 'B'] });
  });

  it('given the fields, when checked, then saving needs a URL and at least one chosen type unless every event', () => {
    expect(canSave({ url: 'https://x', all: true, types: [] })).toBe(true);
    expect(canSave({ url: '  ', all: true, types: [] })).toBe(false);
    expect(canSave({ url: 'https://x', all: false, types: [] })).toBe(false);
    expect(canSave({ url: 'https://x', all: false, types: ['A'] })).toBe(true);
  });

  it('given chosen types, when one is toggled or counted, then it is added or removed and the chip says how many', () => {
    expect(toggleType(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleType(['A', 'B'], 'A')).toEqual(['B']);
    expect(chosenText(1)).toBe('1 event type chosen');
    expect(chosenText(0)).toBe('0 event types chosen');
    expect(chosenText(4)).toBe('4 event types chosen');
  });
});

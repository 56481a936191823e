// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ProjectData } from '../../state/ProjectsProvider';
import { useCreateProjectForm, useDeleteProjectForm, useEditProjectForm } from './useProjectForms';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[]}>{children}</MockedProvider>;
const SHOP = { id: 'p1', name: 'Storefront', description: 'The web shop' } as unknown as ProjectData;

describe('useCreateProjectForm', () => {
  it('given a filled form, when it is submitted, then the values are sent, the form resets and closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const { result } = renderHook(() => useCreateProjectForm(false, onSubmit, onClose), { wrapper });
    expect(result.current.valid).toBe(false);
    act(() => {
      result.current.setName('Shop');
      result.current.setDescription('Web');
    });
    await act(() => result.current.submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Shop', description: 'Web', environments: ['development', 'staging', 'production'] });
    expect(onClose).toHaveBeenCalled();
    expect(result.current.name).toBe('');
  });

  it('when the server refuses, then the dialog stays open with the reason, which can be dismissed', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useCreateProjectForm(false, async () => Promise.reject(new Error('Name taken')), onClose), { wrapper });
    act(() => {
      result.current.setName('Shop');
      result.current.setDescription('Web');
    });
    await act(() => result.current.submit());
    expect(result.current.failed).toBe('Name taken');
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.dismissFailure());
    expect(result.current.failed).toBeNull();
  });

  it('when the plan is full, then the limit-reached details are kept instead of a note', async () => {
    const full = new CombinedGraphQLErrors({
      errors: [new GraphQLError('full', { extensions: { code: 'PLAN_LIMIT_REACHED', details: { limitType: 'projects', count: 1, max: 1, plan: 'Free' } } })],
    });
    const { result } = renderHook(() => useCreateProjectForm(false, async () => Promise.reject(full), vi.fn()), { wrapper });
    act(() => {
      result.current.setName('Shop');
      result.current.setDescription('Web');
    });
    await act(() => result.current.submit());
    expect(result.current.limit).toEqual({ limitType: 'projects', count: 1, max: 1, plan: 'Free' });
    expect(result.current.failed).toBeNull();
    act(() => result.current.closeLimit());
    expect(result.current.limit).toBeNull();
  });

  it('given a pending creation, when it is closed, then it stays open', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useCreateProjectForm(true, vi.fn(), onClose), { wrapper });
    act(() => result.current.close());
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useEditProjectForm', () => {
  it('given a project, then the form holds its name and description', () => {
    const { result } = renderHook(() => useEditProjectForm(SHOP, false, vi.fn(), vi.fn()));
    expect(result.current.name).toBe('Storefront');
    expect(result.current.description).toBe('The web shop');
  });

  it('given a blank name, then it is not valid and nothing is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useEditProjectForm(SHOP, false, onSubmit, vi.fn()));
    act(() => result.current.setName('  '));
    await act(() => result.current.submit());
    expect(result.current.valid).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when saving fails, then the failure is logged and shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const { result } = renderHook(() => useEditProjectForm(SHOP, false, async () => Promise.reject(new Error('Nope')), onClose));
    await act(() => result.current.submit());
    expect(result.current.failed).toBe('Nope');
    expect(console.error).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useDeleteProjectForm', () => {
  it('given the name not typed back, then it cannot be confirmed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { result } = renderHook(() => useDeleteProjectForm(SHOP, false, onSubmit, vi.fn()));
    act(() => result.current.setTyped('Store'));
    await act(() => result.current.confirm());
    expect(result.current.ok).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the name is typed back and confirmed, then the project is deleted and the dialog closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const { result } = renderHook(() => useDeleteProjectForm(SHOP, false, onSubmit, onClose));
    act(() => result.current.setTyped(' Storefront '));
    await act(() => result.current.confirm());
    expect(onSubmit).toHaveBeenCalledWith(SHOP);
    expect(onClose).toHaveBeenCalled();
  });

  it('given the dialog closing, then the name stays shown while it animates out', () => {
    const { result, rerender } = renderHook(({ p }) => useDeleteProjectForm(p, false, vi.fn(), vi.fn()), { initialProps: { p: SHOP as ProjectData | null } });
    rerender({ p: null });
    expect(result.current.name).toBe('Storefront');
  });
});

import { describe, it, expect } from 'vitest';
import { createdProject, project } from './givenWhenThen';

describe('given/when/then helper', () => {
  it('builds a project with default environments', () => {
    const events = createdProject();
    expect(events.map((e) => e.type)).toEqual(['ProjectCreated', 'EnvironmentCreated', 'EnvironmentCreated', 'EnvironmentCreated']);
    const s = project.given(events).state;
    expect(Object.values(s.environments).map((e) => e.name)).toEqual(['development', 'staging', 'production']);
  });
});

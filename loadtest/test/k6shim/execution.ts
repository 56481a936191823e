/** k6/execution: the runner sets the iteration number before each call of the default function. */
const exec = { scenario: { iterationInTest: 0, name: 'shim' }, vu: { idInTest: 1, iterationInScenario: 0 } };
export default exec;

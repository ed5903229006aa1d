// PGlite start, migrations and the demo seed take a few seconds per test file on two cores, and far
// longer when the machine is busy with other jobs; a hook that merely waits its turn must not fail.
jest.setTimeout(90000);

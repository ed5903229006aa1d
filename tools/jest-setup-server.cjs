// PGlite start, migrations and the demo seed take a few seconds per test file on two cores.
jest.setTimeout(30000);

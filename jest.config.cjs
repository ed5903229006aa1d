// One Jest run with a project per package. Front-end packages use jsdom; the server uses node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** The contract package (and its subpaths) as source, for every project. */
const contractSource = {
  '^@portal/contract$': '<rootDir>/../contract/src/index.ts',
  '^@portal/contract/(.*)$': '<rootDir>/../contract/src/$1',
  '^@portal/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
};

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)'],
  setupFiles: ['<rootDir>/../tools/jest-setup-web.cjs'],
  moduleNameMapper: {
    '\\.css\\?url$': '<rootDir>/../tools/jest-css-url.cjs',
    // Scripts of a remote's webpack config (`scripts`), imported by name for their URL.
    '^scalar-api-reference$': '<rootDir>/../tools/jest-script-url.cjs',
    '\\.(css)$': 'identity-obj-proxy',
    // The ES-module build of @ant-design/colors cannot be required; its CommonJS build is identical.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // Code that imports single antd components ('antd/es/button') must meet the same instances as
    // code that imports 'antd' (its CommonJS build here), as it does in the bundles.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // Browsers read the contract's source (its package.json `browser` condition); so do these tests.
    ...contractSource,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  projects: [
    {
      displayName: 'contract',
      rootDir: '<rootDir>/contract',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: contractSource,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    web('shared'),
    web('host'),
    web('remote-orders'),
    web('remote-dispatch'),
    web('remote-chat'),
    web('remote-admin'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/../tools/jest-setup-server.cjs'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // content-disposition 3 and cookie 2 (under fastify's deps) ship ESM only.
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|content-disposition|cookie/)'],
      moduleNameMapper: {
        '^(\\.{1,2}/.*)\\.js$': '$1',
        // The server runs the contract's build; its tests run the source.
        ...contractSource,
      },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};

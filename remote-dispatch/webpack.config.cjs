module.exports = require('../tools/webpack-config.cjs').createConfig({
  dir: __dirname,
  name: 'remote_dispatch',
  exposes: {
    './DispatchStation': './src/pages/dispatch-station-page.tsx',
  },
});

module.exports = require('../tools/webpack-config.cjs').createConfig({
  dir: __dirname,
  name: 'remote_orders',
  exposes: {
    './SystemAnnounce': './src/pages/system-announce-page.tsx',
    './SystemAnnounceDetails': './src/pages/system-announce-details-page.tsx',
    './Workplace': './src/pages/workplace-page.tsx',
  },
});

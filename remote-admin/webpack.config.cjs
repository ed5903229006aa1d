const path = require('node:path');

// Scalar's prebuilt standalone bundle (it sets window.Scalar); its package's `exports` do not list it.
const SCALAR_STANDALONE = path.join(
  path.dirname(require.resolve('@scalar/api-reference', { paths: [__dirname] })),
  'browser/standalone.js',
);

module.exports = require('../tools/webpack-config.cjs').createConfig({
  dir: __dirname,
  name: 'remote_admin',
  exposes: {
    './SystemUser': './src/pages/system-user-page.tsx',
    './SystemUserAdd': './src/pages/system-user-add-page.tsx',
    './SystemUserEdit': './src/pages/system-user-edit-page.tsx',
    './PersonalNotice': './src/pages/personal-notice-page.tsx',
    './Notice': './src/pages/personal-notice-page.tsx',
    './NoticeDetails': './src/pages/notice-details-page.tsx',
    './Profile': './src/pages/profile-page.tsx',
    './Releases': './src/pages/releases-page.tsx',
    './ApiReference': './src/pages/api-reference-page.tsx',
  },
  scripts: { 'scalar-api-reference': SCALAR_STANDALONE },
});

module.exports = require('../tools/webpack-config.cjs').createConfig({
  dir: __dirname,
  name: 'remote_chat',
  exposes: {
    './im': './src/exposes/im.ts',
    './ChatButton': './src/exposes/chat-button.tsx',
    './ChatModal': './src/exposes/chat-modal.tsx',
  },
});

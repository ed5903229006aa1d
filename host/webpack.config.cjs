module.exports = require('../tools/webpack-config.cjs').createConfig({ dir: __dirname, name: 'host', isHost: true });

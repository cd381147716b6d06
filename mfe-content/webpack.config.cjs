const { remoteConfig } = require('@site/mf-config');
const federation = require('./federation.config.cjs');

module.exports = remoteConfig({ dir: __dirname, ...federation, port: 3001 });

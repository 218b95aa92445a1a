const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'mfe_home',
  dirname: __dirname,
  port: 3001,
  title: 'Home',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  remote: 'home',
  dirname: __dirname,
  title: 'Home',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

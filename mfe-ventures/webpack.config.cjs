const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'mfe_ventures',
  dirname: __dirname,
  port: 3002,
  title: 'Business Ventures',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

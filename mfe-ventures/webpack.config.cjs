const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  remote: 'ventures',
  dirname: __dirname,
  title: 'Business Ventures',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

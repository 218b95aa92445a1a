const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  remote: 'company',
  dirname: __dirname,
  title: 'Our Company',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

const { createAppConfig } = require('@group/webpack-config');

module.exports = createAppConfig({
  name: 'mfe_company',
  dirname: __dirname,
  port: 3004,
  title: 'Our Company',
  // The public surface of this remote: only files in src/exposed/.
  exposes: {
    './routes': './src/exposed/routes.ts',
  },
});

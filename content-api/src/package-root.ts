import path from 'node:path';

// Source files live in src/ and the bundle in dist/: both sit one level below the package root,
// so demo content and migrations resolve the same way under tsx, jest and the built bundle.
export const packageRoot = path.resolve(__dirname, '..');

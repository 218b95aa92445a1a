// Serves the built shell on PORT (3000). Configuration comes from the environment at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shellServer from './shell-server.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const port = Number(process.env.PORT || 3000);

try {
  const server = await shellServer.startShellServer({ root, port });
  console.log(`shell: http://localhost:${port}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The site's code arrives in one go (see index.ts) but is run in steps, each in a task of its
// own: React's DOM renderer, the UI kit, the router, then the site. Run as one, it held the main
// thread for one long task before hydration could begin, and a tap in that time waited for all
// of it.
import { nextTask } from './next-task';

async function startInSteps(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@group/shared/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start-site');
}

void startInSteps();

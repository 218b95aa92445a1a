// Async boundary: shared modules (React, the router, the store) are negotiated with the
// federation runtime before any code that uses them runs. That negotiation starts in a task after
// the runtime's own start, so the two do not make one long task.
import { nextTask } from './next-task';

void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

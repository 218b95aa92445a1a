// Async boundary: shared modules (React, the router, the store) are negotiated with the
// federation runtime before any code that uses them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

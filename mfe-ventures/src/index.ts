// Async boundary: shared modules are negotiated with the federation runtime before they are used.
import('./bootstrap');

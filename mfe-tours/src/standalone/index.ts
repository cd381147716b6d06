// Async boundary: shared modules are negotiated before the host code runs.
import('./bootstrap');

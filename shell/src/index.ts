// The shell's styles load with the entry, so prerendered pages are styled before any script runs.
import '@site/ui/styles.css';

// Async boundary: Module Federation negotiates shared modules before any app code runs.
import('./bootstrap');

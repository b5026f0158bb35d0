// The styles load with the page, not after the async boundary: the first screen written into index.html
// (first-screen.ts) is styled at the first paint.
import '@fin/shared/ui/kit.css';
import './shell.css';

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');

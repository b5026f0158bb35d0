// The styles load with the page, not after the async boundary: the first screen written into index.html
// (first-screen.ts) is styled at the first paint.
import '@fin/shared/ui/kit.css';
import './shell.css';

/** A new task, so the browser can paint and answer input between two pieces of start-up work. */
function nextTask(): Promise<void> {
  // A message, not setTimeout: timers in a background tab wait a second each.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Async boundary: shared singletons are negotiated before any app code runs. The biggest libraries are evaluated
// one per task first: all at once they kept a slow phone's main thread busy for ~200 ms in one piece.
async function start(): Promise<void> {
  for (const library of [() => import('react-dom/client'), () => import('viem'), () => import('wagmi')]) {
    await library();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();

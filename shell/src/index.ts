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

// Async boundary: shared singletons are negotiated before any app code runs. React DOM, the biggest library of
// the first screen, is evaluated in a task of its own first: with the rest at once it kept a slow phone's main
// thread busy in one piece. (The wallet libraries are not part of the first screen: web3/wallet-stack.ts.)
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}

void start();

// Async boundary: shared singletons (react, wagmi, the store…) are negotiated before any app code runs.
import('./bootstrap');

// The bootstrap is a chunk of its own (with its vendor chunks): index.html preloads them while this small
// entry runs (ops/webpack/preload-first-page.cjs).
import('./bootstrap');

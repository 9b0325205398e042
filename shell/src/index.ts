import { isHomePath } from '@site/shared';

// A first load onto any page but home is nearly always onto a remote's page: the federation runtime is asked
// for beside the bootstrap's files instead of after them (a shell page such as /loading takes it early for
// nothing; it comes anyway after the load event for the floating chat).
if (!isHomePath(window.location.pathname)) void import(/* webpackChunkName: "federation" */ '@module-federation/enhanced/runtime');
// The bootstrap is a chunk of its own (with its vendor chunks): index.html preloads them while this small
// entry runs (ops/webpack/preload-first-page.cjs).
void import('./bootstrap');

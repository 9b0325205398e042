// The few RxJS pieces the shell's own code uses, imported narrowly: the whole shared 'rxjs'
// singleton (every operator, 17 KB gzip) is left to the remotes that ask for it, so the home
// route does not download it. Observables from these pieces interoperate with any copy of
// RxJS (pipe, subscribe, Symbol.observable), which is all a remote does with the bus.
export { Subject } from 'rxjs/internal/Subject';
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { Observable } from 'rxjs/internal/Observable';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';

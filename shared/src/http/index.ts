// The site's http client core (@site/shared/http): the shell wraps it with its effects (toasts,
// dialogs, relogin); remotes never call it at run time (they get platform.http) but their tests
// build on it with a fake axios adapter, so a test double behaves like the real client.
export * from './client';
export * from './axios-chunk';
export * from './error-policy';
export * from './encryption';
export * from './encryption-mode';
export * from './session-cache';
export * from './opening-answers';
export * from './signed-headers';
export * from './fake-api';

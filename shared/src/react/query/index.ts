// The data layer of the remotes: one way to ask the api from a component, and the states a read shows.
export * from './site-query-client';
export * from './SiteQueryProvider';
export * from './use-api';
export * from './LoadStates';

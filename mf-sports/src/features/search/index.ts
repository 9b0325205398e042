// The search feature's public entry: what the other features of mf-sports may use.
export { SearchBox } from './SearchBox';

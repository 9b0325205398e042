// The league-filter feature's public entry: what the other features of mf-sports may use.
export { QuickLeagues } from './QuickLeagues';

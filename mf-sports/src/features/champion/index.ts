// The champion feature's public entry: what the other features of mf-sports may use.
export { ChampionList } from './ChampionList';

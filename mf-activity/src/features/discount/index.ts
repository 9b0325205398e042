// The discount feature's public entry: what the other features of mf-activity may use.
export { TimeLeft } from './TimeLeft';
export { windowStateOf, yuanOfFen } from './activity-window';

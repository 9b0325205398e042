// The vip feature's public entry: what the other features of mf-member may use.
export { LoadProblem } from './LoadProblem';
export { TableRegion } from './TableRegion';
export { VipTabs } from './VipTabs';
export { useLoad } from './use-load';
export { default as vipStyles } from './vip.module.css';

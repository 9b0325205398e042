// The vip feature's public entry: what the other features of mf-member may use.
export { TableRegion } from './TableRegion';
export { VipTabs } from './VipTabs';
export { default as vipStyles } from './vip.module.css';

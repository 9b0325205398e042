// The venue-list feature's public entry: what the other features of mf-casino may use.
export { default as venueListStyles } from './venue-list.module.css';

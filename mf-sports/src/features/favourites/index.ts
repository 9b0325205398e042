// The favourites feature's public entry: what the other features of mf-sports may use.
export { FavouritesStore } from './favourites-store';
export { FavouritesContext, useFavourites } from './use-favourites';
export { StarButton } from './StarButton';
export { FavouritesTab } from './FavouritesTab';
export { favouriteList } from './favourite-list';

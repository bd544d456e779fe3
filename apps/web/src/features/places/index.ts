// What other features may use of places. A feature's index.ts is the project's one kind of barrel
// file: features import each other only through it (eslint.config.js), never a file inside.

export { PlaceList } from './components/place-list';
export { PlacePopup } from './components/place-popup';

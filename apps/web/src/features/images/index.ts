// What other features may use of images. A feature's index.ts is the project's one kind of barrel
// file: features import each other only through it (eslint.config.js), never a file inside.

export { PhotoPicker, type PhotoPickerProps } from './components/photo-picker';
export { WithheldImage } from './components/withheld-image';

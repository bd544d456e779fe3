// What other features may use of suggestions. A feature's index.ts is the project's one kind of
// barrel file: features import each other only through it (eslint.config.js), never a file inside.

export { MySuggestions } from './components/my-suggestions';
export { PlaceFieldsEditor, type FieldsEditorProps } from './components/place-fields-editor';
export { placeFieldText } from './place-field-text';

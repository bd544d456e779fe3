// What other features may use of contributions (docs/architecture.md#web-features).

export { MyContributions } from './components/my-contributions';

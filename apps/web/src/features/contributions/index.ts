// What other features may use of contributions (docs/architecture.md#web-features).

export { DecisionsBadge } from './components/decisions-badge';
export { MyContributions } from './components/my-contributions';

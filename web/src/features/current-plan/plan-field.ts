/** Public entry: the current-plan field, loaded when first shown. */
export { LazyCurrentPlanField } from './components/lazy-current-plan-field';

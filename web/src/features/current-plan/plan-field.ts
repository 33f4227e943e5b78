/** Public entry: the current-plan field; its plan picker loads when first shown. */
export { CurrentPlanField } from './components/current-plan-field';

/** Public entry: the searchable choice of a retailer's plans. */
export { type PickedPlan, PlanCombobox } from './components/plan-combobox';

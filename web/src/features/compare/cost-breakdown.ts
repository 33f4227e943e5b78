// The plan page shows the engine's breakdown as the cards do.

export { endsText } from './components/benefit-end-text';
export { CostBreakdown } from './components/cost-breakdown';
export { EstimateNotes } from './components/estimate-notes';

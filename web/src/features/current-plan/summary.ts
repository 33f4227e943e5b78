/** Public entry: the current plan's summary line and a card's saving against it. */
export {
  CurrentPlanSummary,
  SavingAgainstCurrent,
} from './components/current-plan-summary';

/** Public entry: the current plan's summary line, its rank and a card's saving against it. */
export {
  CurrentPlanRank,
  CurrentPlanSummary,
  SavingAgainstCurrent,
} from './components/current-plan-summary';

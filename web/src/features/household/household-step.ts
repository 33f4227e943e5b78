/** The household feature's entry: the bill and questionnaire step and its checks. */
export { HouseholdStep } from './components/household-step';
export { householdErrors } from './lib/household-errors';

import { BRANDS, type Brand } from '../fixtures/brands.ts';
import type { State } from '../fixtures/networks.ts';

type Fuel = 'ELECTRICITY' | 'GAS';
type Customer = 'RESIDENTIAL' | 'BUSINESS';

/** A retailer brand and where, what and to whom it sells. */
export interface MarketBrand {
  readonly brand: Brand;
  readonly states: readonly State[];
  readonly fuels: readonly Fuel[];
  readonly customers: readonly Customer[];
  /** Relative number of plans: big retailers publish many variants. */
  readonly weight: number;
  /** Keys of the only networks it sells on (a distributor's own retailer). */
  readonly networks?: readonly string[];
}

const EAST: State[] = ['NSW', 'ACT', 'VIC', 'QLD', 'SA'];
const BOTH_FUELS: Fuel[] = ['ELECTRICITY', 'GAS'];
const ELEC: Fuel[] = ['ELECTRICITY'];
const ALL_CUSTOMERS: Customer[] = ['RESIDENTIAL', 'BUSINESS'];
const HOMES: Customer[] = ['RESIDENTIAL'];

const site = (id: string) => `https://www.${id.replace(/-/g, '')}.com.au`;
const newBrand = (id: string, name: string, code: string): Brand => ({
  id,
  name,
  code,
  site: site(id),
});

const sells = (
  brand: Brand,
  states: State[],
  weight: number,
  fuels: Fuel[] = ELEC,
  customers: Customer[] = ALL_CUSTOMERS,
): MarketBrand => ({ brand, states, fuels, customers, weight });

/**
 * The retailers of the national market: the fixture brands plus others
 * so the brand count is near the real market's. Codes are unique, so
 * plan ids are too.
 */
export const MARKET_BRANDS: readonly MarketBrand[] = [
  sells(BRANDS.agl, [...EAST, 'TAS'], 9, BOTH_FUELS),
  sells(BRANDS.origin, [...EAST, 'TAS'], 9, BOTH_FUELS),
  sells(BRANDS.energyAustralia, EAST, 8, BOTH_FUELS),
  sells(BRANDS.alinta, [...EAST, 'WA'], 6, BOTH_FUELS),
  sells(BRANDS.red, EAST, 6, BOTH_FUELS, HOMES),
  sells(BRANDS.momentum, EAST, 5, BOTH_FUELS),
  sells(BRANDS.globird, ['NSW', 'VIC', 'QLD', 'SA'], 6, BOTH_FUELS),
  sells(BRANDS.powershop, ['NSW', 'VIC', 'QLD', 'SA'], 4),
  sells(BRANDS.amber, EAST, 3, ELEC, HOMES),
  sells(BRANDS.ovo, ['NSW', 'VIC', 'QLD', 'SA', 'ACT'], 4, ELEC, HOMES),
  sells(BRANDS.firstEnergy, ['NSW', 'VIC', 'QLD', 'SA', 'TAS'], 4, BOTH_FUELS),
  sells(BRANDS.nextBusiness, ['NSW', 'VIC', 'QLD', 'SA', 'ACT'], 4, ELEC, [
    'BUSINESS',
  ]),
  { ...sells(BRANDS.ergon, ['QLD'], 2), networks: ['ergon'] },
  sells(BRANDS.aurora, ['TAS'], 3, BOTH_FUELS),
  sells(BRANDS.synergy, ['WA'], 3),
  sells(BRANDS.jacana, ['NT'], 2),
  sells(newBrand('lumo', 'Lumo Energy', 'LUM'), EAST, 5, BOTH_FUELS),
  sells(newBrand('engie', 'ENGIE', 'EGI'), EAST, 5, BOTH_FUELS),
  sells(newBrand('dodo', 'Dodo Power & Gas', 'DOD'), EAST, 4, BOTH_FUELS),
  sells(newBrand('tango', 'Tango Energy', 'TAN'), ['VIC', 'NSW', 'SA'], 3),
  sells(newBrand('sumo', 'Sumo', 'SUM'), ['VIC', 'NSW'], 3, BOTH_FUELS),
  sells(newBrand('reamped', 'ReAmped Energy', 'REA'), EAST, 3, ELEC, HOMES),
  sells(newBrand('kogan', 'Kogan Energy', 'KOG'), EAST, 2, BOTH_FUELS, HOMES),
  sells(newBrand('covau', 'CovaU', 'COV'), EAST, 3, BOTH_FUELS),
  sells(newBrand('diamond-energy', 'Diamond Energy', 'DIA'), EAST, 3),
  sells(newBrand('energy-locals', 'Energy Locals', 'ELO'), [...EAST, 'TAS'], 4),
  sells(newBrand('flow-power', 'Flow Power', 'FLO'), EAST, 3),
  sells(newBrand('powerclub', 'Powerclub', 'PCL'), EAST, 2, ELEC, HOMES),
  sells(newBrand('nectr', 'Nectr', 'NCT'), ['NSW', 'QLD', 'SA', 'VIC'], 3),
  sells(newBrand('future-x', 'Future X Power', 'FXP'), [...EAST, 'TAS'], 2),
  sells(newBrand('actewagl', 'ActewAGL', 'AGA'), ['ACT', 'NSW'], 4, BOTH_FUELS),
  sells(newBrand('qenergy', 'QEnergy', 'QEN'), EAST, 2, ELEC, ['BUSINESS']),
  sells(newBrand('blue-nrg', 'Blue NRG', 'BNR'), EAST, 2),
  sells(newBrand('pacific-blue', 'Pacific Blue', 'PBL'), ['VIC'], 2),
  sells(newBrand('arcline', 'Arcline by RACV', 'ARC'), ['VIC', 'NSW'], 2),
  sells(newBrand('discover-energy', 'Discover Energy', 'DSC'), EAST, 2),
  sells(newBrand('radian', 'Radian Energy', 'RAD'), EAST, 1, ELEC, [
    'BUSINESS',
  ]),
  sells(newBrand('smart-energy', 'Smart Energy', 'SME'), EAST, 2, ELEC, [
    'BUSINESS',
  ]),
  sells(newBrand('circular-energy', 'Circular Energy', 'CIR'), ['VIC'], 1),
  sells(newBrand('io-energy', 'iO Energy', 'IOE'), ['VIC', 'NSW', 'QLD'], 2),
  sells(newBrand('powow', 'Powow Power', 'PWW'), ['QLD', 'NSW', 'VIC'], 1),
  sells(newBrand('localvolts', 'Localvolts', 'LVT'), EAST, 1, ELEC, HOMES),
  sells(newBrand('elysian', 'Elysian Energy', 'ELY'), ['VIC', 'NSW'], 1),
  sells(newBrand('winconnect', 'WINconnect', 'WIN'), ['NSW', 'VIC', 'QLD'], 1),
  sells(newBrand('rimu', 'Rimu Energy', 'RIM'), ['NT'], 1),
  sells(newBrand('kleenheat', 'Kleenheat', 'KLH'), ['WA'], 2, ['GAS']),
  sells(newBrand('tas-gas-retail', 'Tas Gas Retail', 'TGR'), ['TAS'], 1, [
    'GAS',
  ]),
  sells(newBrand('solstice', 'Solstice Energy', 'SOL'), ['TAS'], 1, ['GAS']),
];

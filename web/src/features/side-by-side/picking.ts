// The side-by-side feature's public entry: what /compare's results show.
export { CompareToggle } from './components/compare-toggle';
export { SideBySideTray } from './components/side-by-side-tray';

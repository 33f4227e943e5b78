/** Public entry: "E-mail me if a better plan appears", loaded when shown. */
export { LazyPriceAlertForm } from './components/lazy-price-alert-form';

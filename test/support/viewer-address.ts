/**
 * A fresh viewer address in the benchmarking range 198.18.0.0/15, as
 * CloudFront would send it: requests that should count as different
 * visitors for the forms' per-client limit (ten a minute) carry one each.
 */
export const randomViewerAddress = () => {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + (a & 1)}.${b}.${c}:${1024 + (a << 4)}`;
};

import type { RouteDefinition } from '#manifest/routes';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly pathParameters: Record<string, string>;
}

interface Compiled {
  readonly route: RouteDefinition;
  readonly regex: RegExp;
  readonly names: string[];
  readonly specificity: number;
}

function compile(route: RouteDefinition): Compiled {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  const greedy = route.path.includes('+}');
  const specificity = (greedy ? 0 : 1000) + route.path.length;
  return { route, regex: new RegExp(`^${source}$`), names, specificity };
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Matches a request as API Gateway HTTP APIs do: the most specific route
 * wins, and a greedy `{proxy+}` route only catches what nothing else does.
 */
export function createRouter(routes: readonly RouteDefinition[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => b.specificity - a.specificity);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const { route, regex, names } of compiled) {
      if (route.method !== 'ANY' && route.method !== method) continue;
      const match = regex.exec(path);
      if (!match) continue;
      const values = names.map((_, i) => decoded(match[i + 1] ?? ''));
      // A malformed escape matches nothing (the gateway answers 404).
      if (values.includes(undefined)) return undefined;
      const pathParameters = Object.fromEntries(
        names.map((name, i) => [name, values[i] ?? '']),
      );
      return { route, pathParameters };
    }
    return undefined;
  };
}

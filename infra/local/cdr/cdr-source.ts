import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CdrFailure, cdrFailure, sendCdrJson } from './cdr-errors.ts';
import { type CdrFault, FaultPlan, type FaultScope } from './faults.ts';
import { fixturePlans } from './fixtures/fixture-plans.ts';
import { answerDetail, answerList } from './handlers.ts';
import type { CdrPlanData } from './plan-data.ts';
import { playFault } from './play-fault.ts';
import {
  answerBrandSummary,
  brandSummaries,
  REGISTER_ROUTE,
} from './register.ts';

/** Options for {@link startCdrSource}. */
export interface CdrSourceOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** @default 127.0.0.1 */
  readonly host?: string;
  /** @default the fixture plans */
  readonly plans?: readonly CdrPlanData[];
  /** Largest `page-size` accepted. @default 1000 */
  readonly maxPageSize?: number;
  /** Clock for `effective`. @default the real one */
  readonly now?: () => Date;
  /** Brand summary versions the register serves. @default [1, 2] */
  readonly registerVersions?: readonly number[];
  /** Brands per register page. @default all on one page */
  readonly registerPageSize?: number;
}

/** One brand's endpoint; the same shape as the port's brand config. */
export interface LocalCdrBrand {
  readonly brand: string;
  readonly displayName: string;
  readonly baseUri: string;
}

/** A request the source received (for header assertions). */
export interface RecordedRequest {
  /** Empty for the register. */
  readonly brand: string;
  readonly endpoint: 'list' | 'detail' | 'register';
  readonly url: string;
  readonly xV?: string;
  readonly xMinV?: string;
}

export interface CdrSource {
  readonly endpoint: string;
  /** The emulated CDR Register's host (the same server). */
  readonly registerUri: string;
  /** Brands of the plans served, each with its base URI. */
  readonly brands: readonly LocalCdrBrand[];
  baseUriFor(brand: string): string;
  readonly requests: readonly RecordedRequest[];
  /** Fails the next matching request(s) with `fault`. */
  failNext(fault: CdrFault, scope?: FaultScope): void;
  /** Fails every request of `brand` until cleared with `undefined`. */
  setBrandFault(brand: string, fault: CdrFault | undefined): void;
  clearFaults(): void;
  /** Adds a plan or replaces the one with its `planId`. */
  putPlan(plan: CdrPlanData): void;
  /** The plan served under `planId`, if any. */
  getPlan(planId: string): CdrPlanData | undefined;
  stop(): Promise<void>;
}

const ROUTE = /^\/([a-z0-9-]+)\/cds-au\/v1\/energy\/plans(?:\/([^/]+))?\/?$/;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A local stand-in for the AER's CDR host: serves plans in the real CDR
 * schema at `/{brand}/cds-au/v1/energy/plans[/{planId}]` with the
 * standard's version headers, paging and filters, plus fault injection.
 * Beside it, the CDR Register's public brand summary lists those brands.
 */
export async function startCdrSource(
  options: CdrSourceOptions,
): Promise<CdrSource> {
  const plans = new Map(
    (options.plans ?? fixturePlans).map((p) => [p.planId, p]),
  );
  const faults = new FaultPlan();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const now = options.now ?? (() => new Date());
  let endpoint = '';

  const baseUriFor = (brand: string) => `${endpoint}/${brand}`;

  const register = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    industry: string,
  ) => {
    requests.push({
      brand: '',
      endpoint: 'register',
      url: url.href,
      xV: header(request, 'x-v'),
      xMinV: header(request, 'x-min-v'),
    });
    const fault = faults.take('', 'register');
    if (fault && (await playFault(fault, response, timers))) return;
    const answer = answerBrandSummary(
      request.headers,
      url,
      industry,
      brandSummaries(plans.values(), baseUriFor),
      {
        versions: options.registerVersions,
        pageSize: options.registerPageSize,
      },
    );
    if (answer.status === 304) {
      response.writeHead(304, answer.headers);
      response.end();
      return;
    }
    sendCdrJson(response, answer.status, answer.body, answer.headers);
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', endpoint);
    const industry = REGISTER_ROUTE.exec(url.pathname)?.[1];
    if (industry !== undefined && request.method === 'GET') {
      return register(request, response, url, industry);
    }
    const match = ROUTE.exec(url.pathname);
    const brand = match?.[1] ?? '';
    const stored = [...plans.values()].filter((p) => p.brand === brand);
    const fail = (failure: CdrFailure) =>
      sendCdrJson(response, failure.status, failure.body);
    if (!match || stored.length === 0) {
      return fail(
        cdrFailure('resourceNotFound', `No resource ${url.pathname}`),
      );
    }
    if (request.method !== 'GET') {
      return fail({ ...cdrFailure('fieldInvalid', 'Only GET'), status: 405 });
    }
    const endpointKind = match[2] === undefined ? 'list' : 'detail';
    requests.push({
      brand,
      endpoint: endpointKind,
      url: url.href,
      xV: header(request, 'x-v'),
      xMinV: header(request, 'x-min-v'),
    });
    const fault = faults.take(brand, endpointKind);
    if (fault && (await playFault(fault, response, timers))) return;
    const answer =
      endpointKind === 'list'
        ? answerList(request.headers, url, stored, {
            maxPageSize: options.maxPageSize ?? 1000,
            nowMs: now().getTime(),
          })
        : answerDetail(request.headers, url, stored, match[2] ?? '');
    sendCdrJson(response, answer.status, answer.body, answer.headers);
  };

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        const failure = cdrFailure('unexpected', String(error));
        sendCdrJson(response, failure.status, failure.body);
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;
  endpoint = `http://${address}:${port}`;

  return {
    endpoint,
    registerUri: endpoint,
    get brands() {
      const names = new Map<string, string>();
      for (const plan of plans.values()) names.set(plan.brand, plan.brandName);
      return [...names].map(([brand, displayName]) => ({
        brand,
        displayName,
        baseUri: baseUriFor(brand),
      }));
    },
    baseUriFor,
    requests,
    failNext: (fault, scope) => faults.failNext(fault, scope),
    setBrandFault: (brand, fault) => faults.setBrandFault(brand, fault),
    clearFaults: () => faults.clear(),
    putPlan: (plan) => void plans.set(plan.planId, plan),
    getPlan: (planId) => plans.get(planId),
    stop() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

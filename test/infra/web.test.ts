import { execSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Stage } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#manifest/routes';
import { buildTestStacks, synthTestStack } from '#test-support/synth';
import { sitePageSettings } from '../../infra/constructs/api/app-api.ts';
import { securityHeaders } from '../../infra/constructs/web/security-header-values.ts';
import {
  notFoundStatusCode,
  prerenderedRoutes,
  shellFolders,
  spaRoutingCode,
} from '../../infra/constructs/web/spa-routing.ts';
import type { SiteStack } from '../../infra/stacks/site-stack.ts';
import { builtWebRoot } from '../../infra/web-build.ts';

let template: Template;
let stack: SiteStack;
beforeAll(() => {
  stack = buildTestStacks().site;
  template = synthTestStack();
});

/** Files under a directory; none for a file (a zipped asset). */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
};

describe('the web construct', () => {
  it('deploys the built site without its source maps', () => {
    // Arrange: the build has them (for error reporting and debugging).
    expect(filesUnder(builtWebRoot()).some((f) => f.endsWith('.map'))).toBe(
      true,
    );
    const outdir = Stage.of(stack)?.outdir ?? '';
    // Only the site's folder is listed: the functions' unbundled assets
    // are the whole repository.
    const site = stack.node
      .findAll()
      .filter((c): c is Asset => c instanceof Asset)
      .map((asset) => resolve(outdir, asset.assetPath))
      .filter((dir) => existsSync(join(dir, 'app.html')))
      .map(filesUnder)[0];
    // Assert
    expect(site?.some((f) => f.endsWith('.js'))).toBe(true);
    expect(site?.filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('serves a private bucket through CloudFront with origin access control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('sends /api/* to the HTTP API uncached, with every method', () => {
    const api = Match.objectLike({
      AllowedMethods: Match.arrayWith(['PATCH', 'POST', 'DELETE']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // Admin first: CloudFront takes the first pattern that matches.
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/plans/*' }),
          Match.objectLike({ PathPattern: '/sitemap.xml' }),
          Match.objectLike({ PathPattern: '/sitemaps/*' }),
          Match.objectLike({ PathPattern: '/api/admin/*' }),
          Match.objectLike({ PathPattern: '/api/*' }),
        ],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
        }),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.anyValue(),
          Match.anyValue(),
          Match.anyValue(),
          api,
          api,
        ],
      }),
    });
  });

  it('forwards the viewer address to the public API, and no Host or cookies', () => {
    const [id, policy] = Object.entries(
      template.findResources('AWS::CloudFront::OriginRequestPolicy'),
    )[0] ?? ['', undefined];
    const config = policy?.Properties.OriginRequestPolicyConfig;
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toContain('CloudFront-Viewer-Address');
    expect(config.HeadersConfig.Headers).toContain('Idempotency-Key');
    expect(
      config.HeadersConfig.Headers.map((h: string) => h.toLowerCase()),
    ).not.toContain('host');
    expect(config.CookiesConfig.CookieBehavior).toBe('none');
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            OriginRequestPolicyId: { Ref: id },
          }),
        ]),
      }),
    });
  });

  it('keeps every viewer header but Host for staff routes (their bearer token)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/admin/*',
            // Managed AllViewerExceptHostHeader.
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
        ]),
      }),
    });
  });

  it('sets a CSP without inline scripts, HSTS, no framing and a permissions policy', () => {
    const policies = template.findResources(
      'AWS::CloudFront::ResponseHeadersPolicy',
    );
    const config =
      Object.values(policies)[0]?.Properties.ResponseHeadersPolicyConfig;
    const csp: string =
      config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(
      config.SecurityHeadersConfig.StrictTransportSecurity
        .AccessControlMaxAgeSec,
    ).toBeGreaterThan(31_536_000);
    expect(config.SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
    expect(config.CustomHeadersConfig.Items[0].Header).toBe(
      'Permissions-Policy',
    );
  });

  it('sends the one declaration of the security headers the local gateway sends too', () => {
    // Arrange
    const config = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]?.Properties.ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    // Act: the policy as the headers a browser receives.
    const sent = {
      'content-security-policy':
        security.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'x-frame-options': security.FrameOptions.FrameOption,
      'x-content-type-options': security.ContentTypeOptions ? 'nosniff' : '',
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        config.CustomHeadersConfig.Items.map(
          (item: { Header: string; Value: string }) => [
            item.Header.toLowerCase(),
            item.Value,
          ],
        ),
      ),
    };
    // Assert
    expect(sent).toEqual(
      securityHeaders(`https://cognito-idp.${stack.region}.amazonaws.com`),
    );
  });

  it('alarms on parked messages, API 5xx and throttles', () => {
    const alarms = Object.values(
      template.findResources('AWS::CloudWatch::Alarm'),
    );
    const metrics = alarms.map((a) => a.Properties.MetricName);
    expect(metrics).toContain('ApproximateNumberOfMessagesVisible');
    expect(metrics).toContain('5xx');
    expect(metrics).toContain('Throttles');
    expect(alarms.every((a) => a.Properties.AlarmActions?.length === 1)).toBe(
      true,
    );
  });
});

describe('the SPA routing functions', () => {
  // CloudFront Functions run plain JavaScript; evaluate the generated code.
  const pages = [['/faq', '/blog/solar', '/unsubscribe'], ['/admin']] as const;
  const compiled = (code: string) =>
    new Function(`${code}; return handler;`)() as (e: object) => {
      uri: string;
      statusCode: number;
    };
  const route = (uri: string) =>
    compiled(spaRoutingCode(...pages))({ request: { uri } }).uri;
  /** The status the viewer gets, whichever path CloudFront hands on. */
  const status = (uri: string, handedOn: 'viewer' | 'rewritten') =>
    compiled(notFoundStatusCode(...pages))({
      request: { uri: handedOn === 'viewer' ? uri : route(uri) },
      response: { statusCode: 200 },
    }).statusCode;

  it('serves pre-rendered pages and app pages their file, and leaves files alone', () => {
    expect(route('/faq')).toBe('/faq/index.html');
    expect(route('/faq/')).toBe('/faq/index.html');
    expect(route('/blog/solar')).toBe('/blog/solar/index.html');
    expect(route('/unsubscribe')).toBe('/unsubscribe/index.html');
    expect(route('/assets/app-1a2b.js')).toBe('/assets/app-1a2b.js');
    expect(route('/')).toBe('/index.html');
  });

  it('gives every page of a folder with a shell that shell', () => {
    expect(route('/admin/dashboard')).toBe('/admin/_shell.html');
    expect(route('/admin/dashboard/')).toBe('/admin/_shell.html');
  });

  it.each(['/nope', '/blog/other', '/plans', '/faq/more', '/admin/a/b'])(
    'answers %s, which is no page, with the not-found page and a 404',
    (uri) => {
      expect(route(uri)).toBe('/404.html');
      expect(status(uri, 'viewer')).toBe(404);
      expect(status(uri, 'rewritten')).toBe(404);
    },
  );

  it.each(['/', '/faq', '/admin/dashboard', '/assets/app-1a2b.js'])(
    'leaves the status of %s as the bucket answered it',
    (uri) => {
      expect(status(uri, 'viewer')).toBe(200);
      expect(status(uri, 'rewritten')).toBe(200);
    },
  );

  it('runs the status function on responses of the site behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
      }),
    });
  });
});

describe('the pages drawn from the catalogue', () => {
  it('sends /plans/*, /sitemap.xml and /sitemaps/* to the API, GET only and cached', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({ PathPattern: '/plans/*' }),
          Match.objectLike({ PathPattern: '/sitemap.xml' }),
          Match.objectLike({ PathPattern: '/sitemaps/*' }),
        ]),
      }),
    });
    const behaviors = Object.values(
      template.findResources('AWS::CloudFront::Distribution'),
    )[0]?.Properties.DistributionConfig.CacheBehaviors as {
      PathPattern: string;
      TargetOriginId: string;
    }[];
    const api = behaviors.find((b) => b.PathPattern === '/api/*');
    for (const pattern of ['/plans/*', '/sitemap.xml', '/sitemaps/*']) {
      const behavior = behaviors.find((b) => b.PathPattern === pattern);
      expect(behavior?.TargetOriginId).toBe(api?.TargetOriginId);
      expect(behavior).toEqual(
        expect.objectContaining({ AllowedMethods: ['GET', 'HEAD'] }),
      );
    }
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 300 }),
    });
  });

  it('bundles the plan page template beside its function and tells it where', () => {
    const [, fn] =
      Object.entries(template.findResources('AWS::Lambda::Function')).find(
        ([id]) => id.includes('PlanPageFn'),
      ) ?? [];
    expect(fn?.Properties.Environment.Variables.SITE_ROOT).toBe(
      '/var/task/site',
    );
    // The test stack is built without bundling: run the copy it would run.
    const route = routes.find((r) => r.id === 'PlanPage');
    const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    const output = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(webRoot, 'plans'));
    writeFileSync(join(webRoot, 'plans', '_page.html'), 'the template');
    const settings =
      route &&
      sitePageSettings(route, { webRoot, siteUrl: 'https://example.com.au' });
    for (const command of settings?.afterBundling?.('', output) ?? [])
      execSync(command);
    expect(
      readFileSync(join(output, 'site', 'plans', '_page.html'), 'utf8'),
    ).toBe('the template');
  });
});

describe('the routes read from the build', () => {
  it('finds pre-rendered pages and folder shells at any depth, never among the assets', () => {
    const root = mkdtempSync(join(tmpdir(), 'web-build-'));
    const write = (path: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), '');
    };
    write('faq/index.html');
    write('blog/solar/index.html');
    write('admin/_shell.html');
    write('assets/index.html');
    write('assets/_shell.html');
    expect(prerenderedRoutes(root).sort()).toEqual(['/blog/solar', '/faq']);
    expect(shellFolders(root)).toEqual(['/admin']);
  });
});

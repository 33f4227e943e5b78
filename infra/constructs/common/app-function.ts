import { resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  Architecture,
  type EnvironmentOptions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import {
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { TableAccess } from '#manifest/routes';
import {
  aliasEsbuildArgs,
  bundleBanner,
  bundleExternals,
  bundleMainFields,
  bundleTarget,
  repoRoot,
} from '../../bundle/settings.ts';
import { missingEnvironment } from '../../config/handler-configuration.ts';

export interface AppFunctionProps
  extends Omit<NodejsFunctionProps, 'entry' | 'runtime' | 'architecture'> {
  /** Handler module under `functions/handlers/`, as the manifest names it. */
  readonly handlerEntry: string;
  readonly logRetention: RetentionDays;
  /** Shell commands run once bundled (copying files the handler reads). */
  readonly afterBundling?: (inputDir: string, outputDir: string) => string[];
  /** A route's access: only staff routes read the staff pool's settings. */
  readonly routeAccess?: 'public' | 'staff';
  /** The manifest's table access: `none` never reads the table's name. */
  readonly tableAccess?: TableAccess;
}

/**
 * Every function's defaults: Node 22 on arm64, bundled by the locally
 * installed esbuild (never Docker) as minified ESM with the shared settings
 * of `infra/bundle/settings.ts`, its own log group.
 */
export class AppFunction extends NodejsFunction {
  /** Every variable set on the function, to check against what it reads. */
  declare private environmentNames: Set<string>;
  /** Handler module under `functions/handlers/`, as the manifest names it. */
  readonly handlerEntry: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const {
      handlerEntry,
      logRetention,
      environment,
      afterBundling,
      routeAccess,
      tableAccess,
      ...rest
    } = props;
    super(scope, id, {
      entry: resolve(repoRoot, 'functions/handlers', `${handlerEntry}.ts`),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: resolve(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: new LogGroup(scope, `${id}Logs`, { retention: logRetention }),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'energy-compare',
        ...environment,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        // Shared with the bundle size budget: `infra/bundle/settings.ts`.
        target: bundleTarget,
        minify: true,
        sourceMap: true,
        mainFields: bundleMainFields,
        banner: bundleBanner,
        externalModules: bundleExternals,
        // English-only zod: keeps each bundle within its 350 KB budget.
        esbuildArgs: aliasEsbuildArgs(),
        ...(afterBundling && {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling,
          },
        }),
      },
      ...rest,
    });
    this.handlerEntry = handlerEntry;
    this.environmentNames ??= new Set();
    for (const name of Object.keys(environment ?? {}))
      this.environmentNames.add(name);
    // At synth, once every construct has added its variables: a function
    // that would fail for a setting its handler reads is not deployed.
    this.node.addValidation({
      validate: () =>
        missingEnvironment(
          {
            id,
            handler: handlerEntry,
            access: routeAccess,
            table: tableAccess,
          },
          this.environmentNames,
        ).map(
          (name) =>
            `${handlerEntry} reads ${name}, which this function is not given`,
        ),
    });
  }

  override addEnvironment(
    key: string,
    value: string,
    options?: EnvironmentOptions,
  ): this {
    // The base constructor adds some itself, before this class's fields exist.
    this.environmentNames ??= new Set();
    this.environmentNames.add(key);
    return super.addEnvironment(key, value, options);
  }
}

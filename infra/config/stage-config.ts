import { z } from 'zod';
import { brandSlugSchema } from '#adapters/cdr/brand-config';
import { CDR_REGISTER_HOST } from '#adapters/cdr/register-client';

/** One deployment stage's settings, validated before anything is built. */
export const stageConfigSchema = z.object({
  stage: z.string().regex(/^[a-z][a-z0-9-]{1,20}$/),
  /**
   * Where the stage runs, pinned so leads stay in Australia whatever the
   * deployer's default region (the CDK CLI would fall back to us-east-1).
   */
  region: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
    .default('ap-southeast-2'),
  /** The SES identity e-mail is sent from. */
  mailFromDomain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  mailFrom: z.email(),
  /** The public site's address, for links in e-mails. */
  siteUrl: z.url({ protocol: /^https$/ }),
  /** Who is told when a lead is parked or the API fails. */
  alarmEmail: z.email(),
  /** Where new-lead notifications go. */
  staffNotifyEmail: z.email(),
  /**
   * Where the retailer brands come from: the CDR Register's public energy
   * brand summary, read at each import, less `exclude` (brand slugs), plus
   * `pin` (brands added, or read from another base URI).
   */
  cdrRegister: z.object({
    baseUri: z.url({ protocol: /^https$/ }).default(CDR_REGISTER_HOST),
    exclude: z.array(brandSlugSchema).default([]),
    pin: z
      .array(
        z.object({
          brand: brandSlugSchema,
          baseUri: z.url({ protocol: /^https$/ }),
          displayName: z.string().min(1).optional(),
        }),
      )
      .default([])
      .refine(
        (pins) => new Set(pins.map((p) => p.brand)).size === pins.length,
        'pinned brands must be unique',
      ),
  }),
  logRetentionDays: z.union([
    z.literal(7),
    z.literal(30),
    z.literal(90),
    z.literal(365),
  ]),
});

export type StageConfig = z.infer<typeof stageConfigSchema>;

/**
 * Reads `-c stage=<name>` and that stage's block from cdk.json context;
 * an unknown stage or a bad value stops the synth with the field named.
 */
export function loadStageConfig(context: {
  stage?: unknown;
  stages?: unknown;
}): StageConfig {
  const stage = String(context.stage ?? 'dev');
  const stages = (context.stages ?? {}) as Record<string, unknown>;
  const block = stages[stage];
  if (!block) throw new Error(`No settings for stage "${stage}" in cdk.json`);
  const parsed = stageConfigSchema.safeParse({ ...block, stage });
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message}`,
    );
    throw new Error(
      `Invalid settings for stage "${stage}": ${issues.join('; ')}`,
    );
  }
  if (!parsed.data.mailFrom.endsWith(`@${parsed.data.mailFromDomain}`)) {
    throw new Error(
      `mailFrom must be an address at ${parsed.data.mailFromDomain}`,
    );
  }
  return parsed.data;
}

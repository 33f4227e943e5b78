// Node 20 is supported for local runs; Lambda itself runs Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const LOCAL_REGION = 'ap-southeast-2';

/** SDK settings for a client talking to a local stand-in. */
export const localClientConfig = (endpoint: string) => ({
  endpoint,
  region: LOCAL_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

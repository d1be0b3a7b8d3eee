import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** How every S3 client of ours (the tus store's, the blob store's) reaches the configured bucket. */
export function s3ClientConfig(config: Config): S3ClientConfig {
  return {
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    // Checksums only where S3 requires them, so S3-compatible servers without trailer support work.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        }
      : {}),
  };
}

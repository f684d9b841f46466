import { storageSettings } from './storage-config.js';

describe('storageSettings', () => {
  it('keeps files on the local disk without STORAGE_URL', () => {
    expect(storageSettings({})).toEqual({ kind: 'disk' });
    expect(storageSettings({ STORAGE_URL: ' ' })).toEqual({ kind: 'disk' });
  });

  it('reads a bucket, its prefix and the S3_* variables', () => {
    expect(
      storageSettings({
        STORAGE_URL: 's3://kadry-files/prod/eu/',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'kadry-files',
      prefix: 'prod/eu',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(storageSettings({ STORAGE_URL: 's3://bucket' })).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
    });
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => storageSettings({ STORAGE_URL: 'file:///srv' })).toThrow(/STORAGE_URL must be s3:\/\/bucket/);
    expect(() => storageSettings({ STORAGE_URL: 's3://B_ad' })).toThrow(/STORAGE_URL/);
    expect(() => storageSettings({ STORAGE_URL: 's3://bucket', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => storageSettings({ STORAGE_URL: 's3://bucket', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

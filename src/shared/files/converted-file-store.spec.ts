import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { ConvertedFileStore } from './converted-file-store.js';
import { DOCUMENT_FORMATS, type FileErrors } from './file-store.js';

const errors: FileErrors = {
  fileRequired: () => new Error('required'),
  fileTooLarge: () => new Error('too large'),
  fileType: (format) => new Error(`type ${format}`),
  fileContent: (format) => new Error(`content ${format}`),
};

/** The smallest file file-type names `pdf`. */
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('ConvertedFileStore (a DOC/DOCX with the PDF the worker made beside it)', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  let store: ConvertedFileStore;
  let uploads = 0;

  /** An upload as the multipart handler leaves it in `<storageDir>/tmp`. */
  async function upload(name: string, body: Buffer) {
    uploads += 1;
    const path = join(dir, 'tmp', `upload-${uploads}`);
    await writeFile(path, body);
    return { fieldname: 'file', filename: name, mimetype: 'application/octet-stream', path, size: body.length };
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'converted-store-'));
    await mkdir(join(dir, 'tmp'));
    storage = new LocalDiskStorage(join(dir, 'objects'));
    store = new ConvertedFileStore(storage, dir, 'papers', { formats: DOCUMENT_FORMATS, maxBytes: 1024, errors });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps a rendition from bytes or from a local file, drops a failure recorded before, and copies either out', async () => {
    const { storageKey, format } = await store.store(await upload('cv.pdf', PDF));
    expect(format).toBe('pdf');
    await store.recordFailure(storageKey, 'CONVERSION_FAILED');
    expect(await store.conversionFailure(storageKey)).toBe('CONVERSION_FAILED');

    expect(await store.storeRendition(storageKey, Buffer.from('rendition'))).toBe(true);
    expect(await store.hasRendition(storageKey)).toBe(true);
    expect(await store.conversionFailure(storageKey)).toBeNull();

    const local = join(dir, 'made.pdf');
    await writeFile(local, 'from a file');
    expect(await store.storeRendition(storageKey, local)).toBe(true);
    const copy = join(dir, 'copy.pdf');
    expect(await store.copyTo(storageKey, copy, '.pdf')).toBe(true);
    expect(await readFile(copy, 'utf8')).toBe('from a file');
    expect(await store.copyTo(storageKey, copy)).toBe(true);
    expect(await readFile(copy)).toEqual(PDF);
  });

  it('keeps nothing for an original that is gone, and removes the rendition and the record with the original', async () => {
    const { storageKey } = await store.store(await upload('cv.pdf', PDF));
    await store.storeRendition(storageKey, Buffer.from('rendition'));
    await store.remove(storageKey);
    expect(await store.has(storageKey)).toBe(false);
    expect(await store.hasRendition(storageKey)).toBe(false);

    expect(await store.storeRendition(storageKey, Buffer.from('late'))).toBe(false);
    await store.recordFailure(storageKey, 'CONVERTER_MISSING');
    expect(await store.hasRendition(storageKey)).toBe(false);
    expect(await store.conversionFailure(storageKey)).toBeNull();
    expect(await store.copyTo(storageKey, join(dir, 'none'))).toBe(false);
  });

  it('reads a missing converter as such and any other record as a failed conversion', async () => {
    const { storageKey } = await store.store(await upload('cv.pdf', PDF));
    await store.recordFailure(storageKey, 'CONVERTER_MISSING');
    expect(await store.conversionFailure(storageKey)).toBe('CONVERTER_MISSING');
    await storage.put(`papers/${storageKey}.conversion.json`, Buffer.from('{"code":"SOMETHING"}'));
    expect(await store.conversionFailure(storageKey)).toBe('CONVERSION_FAILED');
    await storage.put(`papers/${storageKey}.conversion.json`, Buffer.from('{"co'));
    expect(await store.conversionFailure(storageKey)).toBeNull();
    expect(await store.conversionFailure('not-a-key')).toBeNull();
  });
});

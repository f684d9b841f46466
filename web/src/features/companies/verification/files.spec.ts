import { describe, expect, it } from '@jest/globals';
import { extensionOf, fileProblem, formatSize } from './files';

describe('extract file rules', () => {
  it('accepts the six types in any letter case up to 10 MB', () => {
    expect(fileProblem({ name: 'Виписка.PDF', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: 'scan.jpeg', size: 1 })).toBeNull();
  });

  it('names a refused type and a file over 10 MB', () => {
    expect(fileProblem({ name: 'virus.exe', size: 1 })).toEqual({ kind: 'type', format: 'exe' });
    expect(fileProblem({ name: 'noext', size: 1 })).toEqual({ kind: 'type', format: 'noext' });
    expect(fileProblem({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({ kind: 'size' });
    expect(extensionOf('a.b.DOCX')).toBe('docx');
  });

  it('shows KB under 1 MB and MB from 1 MB', () => {
    expect(formatSize(512 * 1024, 'en')).toEqual({ value: '512', unit: 'kb' });
    expect(formatSize(1536, 'en')).toEqual({ value: '1.5', unit: 'kb' });
    expect(formatSize(1024 * 1024, 'en')).toEqual({ value: '1', unit: 'mb' });
    expect(formatSize(2.25 * 1024 * 1024, 'ru')).toEqual({ value: '2,3', unit: 'mb' });
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HASH_FILE, inputsFingerprint, inputsHash, inputsState, needsBuild, recordBuild } from '../../../scripts/buildInputs';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'src', 'main.tsx'), 'render()');
  writeFileSync(join(root, 'src', 'pages', 'Home.tsx'), 'export {}');
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function built() {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<html>');
  writeFileSync(join(root, HASH_FILE), `${inputsHash(root)}\n`);
}

describe('build inputs hash', () => {
  it('is the same for the same sources', () => {
    expect(inputsHash(root)).toBe(inputsHash(root));
    expect(inputsHash(root)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an edit', () => writeFileSync(join(root, 'src', 'pages', 'Home.tsx'), 'export const a = 1')],
    ['a new file', () => writeFileSync(join(root, 'src', 'pages', 'New.tsx'), 'export {}')],
    ['a removed file', () => unlinkSync(join(root, 'src', 'pages', 'Home.tsx'))],
    ['index.html', () => writeFileSync(join(root, 'index.html'), '<div id="app"></div>')],
  ])('changes with %s', (_name, change) => {
    const before = inputsHash(root);
    change();
    expect(inputsHash(root)).not.toBe(before);
  });

  it('ignores files outside the inputs (data, dist)', () => {
    const before = inputsHash(root);
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', 'db'), 'rows');
    built();
    expect(inputsHash(root)).toBe(before);
  });
});

describe('needsBuild', () => {
  it('builds when there is no build or no stored hash', () => {
    expect(needsBuild(root)).toBe(true);
    built();
    unlinkSync(join(root, HASH_FILE));
    expect(needsBuild(root)).toBe(true);
  });

  it('skips the build while the sources are unchanged, builds after an edit', () => {
    built();
    expect(needsBuild(root)).toBe(false);
    writeFileSync(join(root, 'src', 'main.tsx'), 'render(<App />)');
    expect(needsBuild(root)).toBe(true);
  });
});

describe('the recorded fingerprint', () => {
  function recorded() {
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<html>');
    recordBuild(root, inputsState(root));
  }

  it('is stored beside the content hash and changes with a write, not with a read', () => {
    recorded();
    const [hash, fingerprint] = readFileSync(join(root, HASH_FILE), 'utf8').split('\n');
    expect(hash).toBe(inputsHash(root));
    expect(fingerprint).toBe(inputsFingerprint(root));
    readFileSync(join(root, 'src', 'main.tsx'));
    expect(inputsFingerprint(root)).toBe(fingerprint);
    utimesSync(join(root, 'src', 'main.tsx'), new Date(), new Date(Date.now() + 5000));
    expect(inputsFingerprint(root)).not.toBe(fingerprint);
  });

  it('skips the build while it matches; a touched but unchanged file is decided by the contents', () => {
    recorded();
    expect(needsBuild(root)).toBe(false);
    utimesSync(join(root, 'src', 'main.tsx'), new Date(), new Date(Date.now() + 5000));
    expect(needsBuild(root)).toBe(false);
    // The touched file's new fingerprint is recorded: the next check reads no file.
    expect(readFileSync(join(root, HASH_FILE), 'utf8').split('\n')[1]).toBe(inputsFingerprint(root));
    writeFileSync(join(root, 'src', 'main.tsx'), 'render(<App />)');
    expect(needsBuild(root)).toBe(true);
  });

  it('builds again when dist/ was replaced by another build since', () => {
    recorded();
    expect(needsBuild(root)).toBe(false);
    writeFileSync(join(root, 'dist', 'index.html'), '<html><script src="/assets/index-Other.js">');
    expect(needsBuild(root)).toBe(true);
  });
});

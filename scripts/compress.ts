/**
 * The last step of `npm run build`: beside each script, stylesheet and JSON file of dist/, its
 * brotli form (`<file>.br`, quality 11) and its gzip form (`<file>.gz`, level 9), as a CDN keeps
 * them. The demo server (server/site.ts) sends the best form a browser accepts, so its pages cost
 * what they would cost a shopper on a real shop (brotli: the woken product page's scripts are
 * about 13 % smaller than with gzip). Source maps are left as they are (error trackers fetch them
 * rarely), and so is a file no form of which is smaller than it. The forms an earlier build left
 * are removed first: none outlives the file it was made from. Not shipped in the npm package
 * (package.json's `files`): a bundler or a CDN compresses in its own way.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The files that get compressed forms, by extension, with the content type a server sends them as. */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new RegExp(`\\.(${Object.keys(COMPRESSIBLE_TYPES).join('|')})$`);

/** The compressed forms, in the order a server prefers them: encoding and file suffix. */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

function compressed(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? toBrotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : toGzip(body, { level: constants.Z_BEST_COMPRESSION });
}

/** Every file under `dir`, as paths joined to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes the compressed forms of `dir`'s files (after removing those an earlier run wrote).
 * Returns how many files got forms, and their bytes: raw, brotli and gzip.
 */
export async function compressDir(dir: string): Promise<{ files: number; raw: number; br: number; gzip: number }> {
  const all = await filesUnder(dir);
  const old = all.filter((file) => ENCODINGS.some(({ suffix }) => file.endsWith(suffix)));
  await Promise.all(old.map((file) => rm(file)));
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  // zlib compresses on libuv's threads: every file at once keeps them all busy.
  await Promise.all(
    all
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const body = await readFile(file);
        let wrote = false;
        for (const { encoding, suffix } of ENCODINGS) {
          const form = await compressed(encoding, body);
          if (form.length >= body.length) continue;
          await writeFile(file + suffix, form);
          totals[encoding] += form.length;
          wrote = true;
        }
        if (wrote) {
          totals.files += 1;
          totals.raw += body.length;
        }
      }),
  );
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const { files, raw, br, gzip: gz } = await compressDir(dist);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(`compressed ${files} files of dist/: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
}

/**
 * Runtime configuration: read when the page runs, never baked into a build. The site's server
 * reads it from its environment (readSiteConfig) and writes it into every page as
 * `window.__SITE_CONFIG__` (siteConfigScript); an embedding page passes attributes. It is held by
 * a site runtime (@group/shared/runtime), never by this module: a process may render several
 * sites, each with its own.
 */
import remotes from './remotes.json';
import { isHttpUrl } from './urls';

/**
 * The site's remotes, written once in remotes.json so that TypeScript, the build configuration,
 * the servers and the scripts all read the same list: the federation container name, the package
 * folder, the default port of `pnpm serve` and `pnpm dev`, and the environment variables that move it.
 */
export type RemoteName = keyof typeof remotes;
export type RemoteDescriptor = (typeof remotes)[RemoteName];

export const remoteDescriptors: Readonly<Record<RemoteName, RemoteDescriptor>> = remotes;
export const remoteNames = Object.keys(remotes) as RemoteName[];

/** The exposed module of every remote that carries its pages (`exposes['./routes']`). */
export const ROUTES_EXPOSE = 'routes';

/** Where a remote's manifest lives when nothing says otherwise: its default port on this machine. */
export const defaultRemoteUrl = (name: RemoteName): string =>
  `http://localhost:${remotes[name].defaultPort}/mf-manifest.json`;

export type RuntimeConfig = {
  apiBaseUrl: string;
  imageBaseUrl: string;
  /**
   * Whether the backend renders image variants (`?w=&fm=`, contract's image-variants): images are
   * then asked for at the width and in the format the screen needs, else as uploaded.
   */
  imageVariants: boolean;
  recaptchaSiteKey: string;
  siteUrl: string;
  siteName: string;
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
  /**
   * The release of each remote the page was given (docs/decisions/0042), which its error reports
   * name; none for a page the site's server did not choose releases for.
   */
  releases?: Partial<Record<RemoteName, string>>;
};

/**
 * The element a server-rendered page carries its state in (JSON data, not a script that runs):
 * the shell's server writes it, the shell's browser code hydrates from it.
 */
export const PAGE_STATE_ELEMENT_ID = 'site-page-state';

/** Google's public reCAPTCHA test key: always passes, never for production. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  imageBaseUrl: 'http://localhost:4000/images',
  imageVariants: true,
  recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY,
  siteUrl: 'http://localhost:3000',
  siteName: 'Meridian Group',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, defaultRemoteUrl(name)])) as Record<RemoteName, string>,
};

export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'remotes'>> & {
  remotes?: Partial<Record<RemoteName, string>>;
};

declare global {
  interface Window {
    __SITE_CONFIG__?: RuntimeConfigInput;
  }
}

/** An address without its trailing slashes (`https://api.example/` → `https://api.example`). */
export const trimSlash = (value: string) => value.replace(/\/+$/, '');

/** `input` with its unset (undefined) values left out, so they never hide a default. */
const setValues = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * A whole configuration: each of `inputs` over the defaults, the later ones winning, value by
 * value and remote by remote. A runtime is made from one (@group/shared/runtime).
 */
export const resolveRuntimeConfig = (...inputs: RuntimeConfigInput[]): RuntimeConfig => {
  const merged = Object.assign({}, defaultRuntimeConfig, ...inputs.map(setValues)) as RuntimeConfig;
  return {
    ...merged,
    apiBaseUrl: trimSlash(merged.apiBaseUrl),
    imageBaseUrl: trimSlash(merged.imageBaseUrl),
    siteUrl: trimSlash(merged.siteUrl),
    remotes: Object.assign({}, defaultRuntimeConfig.remotes, ...inputs.map((input) => setValues(input.remotes ?? {}))) as RuntimeConfig['remotes'],
  };
};

/**
 * The configuration of the page this runs in: what the shell's server wrote into it
 * (`window.__SITE_CONFIG__`) over the defaults, with `overrides` (an embedding page's attributes,
 * a foreign host's props) on top. Outside a browser, the defaults with `overrides`.
 */
export const readPageConfig = (overrides: RuntimeConfigInput = {}): RuntimeConfig =>
  resolveRuntimeConfig(typeof window === 'undefined' ? {} : (window.__SITE_CONFIG__ ?? {}), overrides);

/**
 * The site's configuration as its server reads it from the environment, and writes it into every
 * page as `window.__SITE_CONFIG__` (the site's name is fixed in the kit).
 */
export type SiteConfig = Omit<RuntimeConfig, 'siteName'>;

export type Environment = Record<string, string | undefined>;

/** A variable's value, or undefined when it is unset or blank. */
export const readVariable = (env: Environment, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * How a setting that cannot be used is reported: one sentence naming the variable, what it must
 * be, and the value it has (`API_BASE_URL must be an absolute http(s) URL such as
 * http://localhost:4000, got "localhost:4000"`); without the value when it is missing.
 */
export const settingProblem = (name: string, expected: string, value?: string): string =>
  `${name} must be ${expected}${value === undefined ? '' : `, got "${value}"`}`;

/** What an address setting must be, with an example of one. */
export const httpUrlExpected = (example: string): string => `an absolute http(s) URL such as ${example}`;

const PORT_EXPECTED = 'a port number from 1 to 65535';
const isPortNumber = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;

/** The site's address settings, each with its value on a developer's machine as the example. */
const addressVariables = (): [name: string, example: string][] => [
  ['API_BASE_URL', defaultRuntimeConfig.apiBaseUrl],
  ['IMAGE_BASE_URL', defaultRuntimeConfig.imageBaseUrl],
  ['SITE_URL', defaultRuntimeConfig.siteUrl],
  ...remoteNames.map((name): [string, string] => [remoteDescriptors[name].urlVariable, defaultRemoteUrl(name)]),
];

/** Every setting of the site's configuration that cannot be used, one sentence each (settingProblem). */
function siteConfigProblems(env: Environment): string[] {
  const problems: string[] = [];
  const check = (name: string, valid: (value: string) => boolean, expected: string) => {
    const value = readVariable(env, name);
    if (value !== undefined && !valid(value)) problems.push(settingProblem(name, expected, value));
  };
  for (const [name, example] of addressVariables()) check(name, isHttpUrl, httpUrlExpected(example));
  check('IMAGE_VARIANTS', (value) => /^(on|off)$/i.test(value), 'on or off');
  for (const name of remoteNames) check(remoteDescriptors[name].portVariable, isPortNumber, PORT_EXPECTED);
  return problems;
}

/**
 * The runtime configuration from the environment, read once at start: a change needs only a
 * restart, never a rebuild. Unset values fall back to the shared defaults; a remote moved to
 * another port (REMOTE_*_PORT) is looked for there unless its URL is given. A value that cannot
 * be used (an address without http:// or https://) is refused: every such setting is named in
 * the error, one line each.
 */
export function readSiteConfig(env: Environment): SiteConfig {
  const problems = siteConfigProblems(env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return siteConfigFromEnvironment(env);
}

/**
 * The site's configuration from settings already checked (readSiteConfig, or site-server's
 * schema): how the values combine with each other and with the defaults.
 */
export function siteConfigFromEnvironment(env: Environment): SiteConfig {
  const apiBaseUrl = trimSlash(readVariable(env, 'API_BASE_URL') ?? defaultRuntimeConfig.apiBaseUrl);
  const port = readVariable(env, 'PORT') ?? '3000';
  const remoteUrl = (name: RemoteName) => {
    const { urlVariable, portVariable, defaultPort } = remoteDescriptors[name];
    const remotePort = readVariable(env, portVariable) ?? String(defaultPort);
    return readVariable(env, urlVariable) ?? `http://localhost:${remotePort}/mf-manifest.json`;
  };
  return {
    apiBaseUrl,
    // content-api serves its images under /images: follow API_BASE_URL unless told otherwise.
    imageBaseUrl: trimSlash(readVariable(env, 'IMAGE_BASE_URL') ?? `${apiBaseUrl}/images`),
    imageVariants: readImageVariants(env),
    recaptchaSiteKey: readVariable(env, 'RECAPTCHA_SITE_KEY') ?? RECAPTCHA_TEST_SITE_KEY,
    siteUrl: trimSlash(readVariable(env, 'SITE_URL') ?? `http://localhost:${port}`),
    remotes: Object.fromEntries(remoteNames.map((name) => [name, remoteUrl(name)])) as Record<RemoteName, string>,
  };
}

/**
 * IMAGE_VARIANTS: `on` (the default; content-api renders them) or `off` for a backend that serves
 * its images as uploaded only.
 */
export function readImageVariants(env: Environment): boolean {
  const raw = readVariable(env, 'IMAGE_VARIANTS');
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(settingProblem('IMAGE_VARIANTS', 'on or off', raw));
}

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The inline script that hands a page its configuration (readPageConfig reads it). */
export const siteConfigScript = (config: SiteConfig): string => `window.__SITE_CONFIG__=${toScriptJson(config)}`;
